import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from "react";
import { useLocation } from "react-router";
import type * as SonnerModule from "sonner";

export type ToastData = { type: "success" | "error" | "info"; title: string; description?: string; duration?: number };

type Sonner = typeof SonnerModule;

/*
 * sonner (~9 KB gzip) is loaded only when the first toast is shown: most page views never show one,
 * so it stays out of the first-load JavaScript. Toasts requested before it is ready are queued and
 * shown once the toaster has mounted.
 */
let sonner: Sonner | null = null;
let toasterMounted = false;
const queue: ToastData[] = [];
const listeners = new Set<() => void>();
let loading: Promise<Sonner> | null = null;

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((m) => {
    sonner = m;
    return m;
  });
  return loading;
}

function display(t: ToastData) {
  if (!sonner) return;
  const { toast } = sonner;
  const fn = t.type === "success" ? toast.success : t.type === "error" ? toast.error : toast.info;
  fn(t.title, { description: t.description, duration: t.duration });
}

function flush() {
  if (!sonner || !toasterMounted) return;
  for (const t of queue.splice(0)) display(t);
}

const LazySonner = lazy(async () => {
  const m = await loadSonner();
  return { default: m.Toaster };
});

/** Mounts sonner's toaster once, then shows what was queued. */
function ToasterReady() {
  useEffect(() => {
    toasterMounted = true;
    flush();
    return () => {
      toasterMounted = false;
    };
  }, []);
  return null;
}

/** The back office (organizer, door, admin, business owner): its toasts sit bottom right. */
const BACK_OFFICE = /^\/(organizer|admin|business-owner)(\/|$)/;

const TOAST_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 33%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 36%)",
} as CSSProperties;

/** One toast at a time (spec §9). */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    listeners.add(want);
    if (queue.length > 0) want();
    return () => {
      listeners.delete(want);
    };
  }, []);
  const backOffice = BACK_OFFICE.test(useLocation().pathname);
  if (!wanted) return null;
  // public pages: below the fixed header (64 px; 120 px on mobile where the location picker gets its
  // own row). The back office keeps its headers free — back link, title, actions — so a toast after
  // saving or publishing never covers them: bottom right, above the editors' sticky save bar and the test-mode banner.
  return (
    <Suspense fallback={null}>
      <LazySonner
        visibleToasts={1}
        position={backOffice ? "bottom-right" : "top-center"}
        offset={backOffice ? { bottom: 96, right: 24 } : { top: 76 }}
        mobileOffset={backOffice ? { bottom: 96 } : { top: 128 }}
        closeButton
        richColors
        // sonner's rich colours, darkened to WCAG AA contrast (4.5:1) on their light backgrounds
        style={TOAST_COLORS}
        toastOptions={{ duration: 5000 }}
      />
      <ToasterReady />
    </Suspense>
  );
}

export function showToast(t: ToastData) {
  if (sonner && toasterMounted) {
    display(t);
    return;
  }
  queue.push(t);
  for (const l of listeners) l();
  void loadSonner().then(flush);
}

/**
 * Shows the toast `t` once per `source`: the action data or loader value it is made from. A toast
 * built inline is a new object on every render; keyed on its source, typing or a navigation state
 * change after an error does not show it again, while a second submit (new action data) does.
 */
export function useToast(t: ToastData | null | undefined, source: unknown = t) {
  const latest = useRef(t);
  latest.current = t;
  useEffect(() => {
    if (latest.current) showToast(latest.current);
  }, [source]);
}
