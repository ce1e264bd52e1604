import { Suspense, use, useEffect, useId, useRef, type ReactNode } from "react";

/*
 * Deferred hydration for long server-rendered lists (the home rows).
 *
 * The server renders everything. On the first page load the client keeps a <LazyHydrate> boundary
 * as plain server HTML (text and links are there) and hydrates it only when it comes near the
 * viewport, when the user points at or focuses something inside it, or when its data changes.
 * How: React hydrates Suspense boundaries separately from the rest of the page; the <Gate> inside
 * the boundary suspends while the boundary's server markup is still in the document, so React keeps
 * that markup as it is; releasing the gate makes React hydrate the boundary in place (no DOM
 * re-render, no flash). A boundary mounted by a client-side navigation has no server markup and
 * renders at once.
 */

type Deferred = { promise: Promise<void>; resolve: () => void };
const pending = new Map<string, Deferred>();
const released = new Set<string>();

function gateFor(id: string): Deferred {
  let d = pending.get(id);
  if (!d) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    d = { promise, resolve };
    pending.set(id, d);
  }
  return d;
}

function release(id: string) {
  released.add(id);
  const d = pending.get(id);
  if (d) {
    pending.delete(id);
    d.resolve();
  }
}

const ATTR = "data-lazy-hydrate";

/**
 * Renders its children, but suspends the first time it is rendered over server markup. Any later
 * render (the gate was released, the boundary received new props or a context changed, the user
 * clicked into it) hydrates: suspending again would hold up the update that caused it (a
 * transition waits for suspended content, so a form's result would never show).
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document === "undefined" || released.has(id)) return children;
  if (pending.has(id) || !document.querySelector(`[${ATTR}="${CSS.escape(id)}"]`)) {
    // a second attempt, or a client render (navigation) with no server markup to keep
    release(id);
    return children;
  }
  // the children are not siblings of the suspending call, so React has nothing to pre-render
  use(gateFor(id).promise);
  return children;
}

/**
 * Hydrates `children` when the wrapper comes within `margin` of the viewport or is interacted with
 * (first page load only). `className` styles the wrapper element, which is hydrated with the page.
 */
export function LazyHydrate({
  children,
  data,
  className,
  margin = "300px",
}: {
  children: ReactNode;
  /** the data the children are rendered from: when it changes (revalidation), hydrate at once */
  data: unknown;
  className?: string;
  margin?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const committedData = useRef<{ value: unknown } | null>(null);
  // new data for a boundary that is still server markup: hydrate it now, or React would have to
  // drop the markup to render the update
  if (committedData.current && !Object.is(committedData.current.value, data)) release(id);
  useEffect(() => {
    committedData.current = { value: data };
  }, [data]);
  useEffect(() => {
    const el = ref.current;
    if (!el || released.has(id)) return;
    const now = () => release(id);
    if (typeof IntersectionObserver === "undefined") {
      now();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        now();
      },
      { rootMargin: margin },
    );
    io.observe(el);
    const events = ["pointerdown", "focusin", "mouseover", "touchstart"] as const;
    for (const type of events) el.addEventListener(type, now, { capture: true, passive: true });
    return () => {
      io.disconnect();
      for (const type of events) el.removeEventListener(type, now, { capture: true });
    };
  }, [id, margin]);
  return (
    <div ref={ref} className={className} {...{ [ATTR]: id }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
