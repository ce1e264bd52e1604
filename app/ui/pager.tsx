import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Previous/next links that keep every other URL parameter. */
export function Pager({ page, hasNext, search, basePath }: { page: number; hasNext: boolean; search: string; basePath: string }) {
  if (page <= 1 && !hasNext) return null;
  const href = (n: number) => {
    const p = new URLSearchParams(search);
    if (n > 1) p.set("page", String(n));
    else p.delete("page");
    const s = p.toString();
    return `${basePath}${s ? `?${s}` : ""}`;
  };
  const cls = "inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-white px-4 text-sm font-semibold";
  return (
    <nav aria-label="Seiten" className="mt-8 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cls}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Vorherige Seite
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">Seite {page}</span>
      {hasNext ? (
        <Link to={href(page + 1)} className={cls}>
          Nächste Seite <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
