import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-white/60 px-6 py-12 text-center", className)}>
      {icon ? <div className="text-primary" aria-hidden="true">{icon}</div> : null}
      <p className="font-display text-xl font-semibold">{title}</p>
      {children ? <div className="max-w-md text-muted">{children}</div> : null}
      {action}
    </div>
  );
}
