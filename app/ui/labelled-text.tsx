import type { ReactNode } from "react";

/**
 * Text that looks one way and is read another ("€€" → "Preisniveau 2 von 4"). `aria-label` on a
 * plain span or div is ignored by screen readers (and invalid HTML), so the visual text is hidden
 * from them and the label is given as visually hidden text.
 */
export function LabelledText({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
