import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A box that scrolls (a wide table on a narrow screen) and can be reached and scrolled with the
 * keyboard: focusable, named for screen readers (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary", className)}>
      {children}
    </div>
  );
}
