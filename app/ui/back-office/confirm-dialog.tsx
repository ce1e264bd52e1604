import { AlertTriangle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Button } from "~/ui/button";

/**
 * A modal confirmation on the native <dialog> (focus trap, Escape, inert background for free).
 * Controlled: `open` shows it, `onCancel`/`onConfirm` report the choice.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = "Bestätigen",
  cancelLabel = "Abbrechen",
  tone = "danger",
  pending = false,
  onConfirm,
  onCancel,
  className,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className={cn(
        "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50",
        className,
      )}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start gap-3">
            {tone === "danger" ? (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger" aria-hidden="true">
                <AlertTriangle className="size-5" />
              </span>
            ) : null}
            <h2 id={titleId} className="pt-1.5 font-display text-xl font-semibold">
              {title}
            </h2>
          </div>
          {children ? (
            <div id={bodyId} className="text-sm text-muted">
              {children}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant={tone === "danger" ? "danger" : "primary"} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
              {pending ? "Wird ausgeführt…" : confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A submit button that asks first. Before hydration it submits directly (the server still checks);
 * after hydration a click opens the dialog and "confirm" submits the button's form with its name/value.
 */
export function ConfirmSubmitButton({
  title,
  body,
  confirmLabel,
  tone = "danger",
  children,
  className,
  variant = "outline",
  size = "sm",
  ...buttonProps
}: {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  tone?: "danger" | "primary";
  children: ReactNode;
  className?: string;
  variant?: "primary" | "secondary" | "outline" | "ghost" | "danger";
  size?: "sm" | "md" | "lg";
} & Omit<ComponentProps<"button">, "type" | "children">) {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={ref}
        type="submit"
        variant={variant}
        size={size}
        className={className}
        {...buttonProps}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        tone={tone}
        confirmLabel={confirmLabel}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          const button = ref.current;
          button?.form?.requestSubmit(button);
        }}
      >
        {body}
      </ConfirmDialog>
    </>
  );
}
