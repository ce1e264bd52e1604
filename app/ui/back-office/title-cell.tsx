import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** A list's first column: the row's title as the link to it, and one short line below (category, author). */
export function TitleCell({ to, title, detail, className }: { to: string; title: ReactNode; detail?: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <Link to={to} className="font-semibold text-ink [overflow-wrap:anywhere] hover:text-primary-strong hover:underline">
        {title}
      </Link>
      {detail ? <p className="truncate text-xs text-muted">{detail}</p> : null}
    </div>
  );
}
