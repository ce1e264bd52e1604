import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The heading block of every back-office page: the sidebar group as eyebrow, the title, one line that
 * says what the page is for, and the page's main actions on the right (below the text on phones).
 * One size for the whole back office, so the pages read as one house.
 */
export function BackOfficeHeader({
  eyebrow,
  title,
  children,
  actions,
  back,
  meta,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  /** what the page is for, one sentence */
  children?: ReactNode;
  actions?: ReactNode;
  /** a link to the list this page belongs to */
  back?: { to: string; label: string };
  /** badges or figures under the title */
  meta?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 border-b border-line pb-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 max-w-3xl">
        {back ? (
          <Link to={back.to} className="-ml-1 mb-3 inline-flex min-h-9 items-center gap-1.5 rounded-full px-1 text-sm font-medium text-muted hover:text-ink">
            <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
          </Link>
        ) : null}
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold text-balance break-words md:text-4xl">{title}</h1>
        {children ? <div className="mt-2 text-base text-muted md:text-lg">{children}</div> : null}
        {meta ? <div className="mt-3 flex flex-wrap items-center gap-2">{meta}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2 md:shrink-0 md:justify-end">{actions}</div> : null}
    </header>
  );
}
