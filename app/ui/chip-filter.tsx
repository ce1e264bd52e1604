import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** A row of filter links (one active), each keeping the other URL parameters. */
export function ChipFilter({
  label,
  param,
  options,
  current,
  search,
  basePath,
}: {
  label: string;
  param: string;
  options: Array<{ value: string; label: string }>;
  current: string | undefined;
  search: string;
  basePath: string;
}) {
  const href = (value: string | undefined) => {
    const p = new URLSearchParams(search);
    p.delete("page");
    if (value) p.set(param, value);
    else p.delete(param);
    const s = p.toString();
    return `${basePath}${s ? `?${s}` : ""}`;
  };
  const chip = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors";
  return (
    <nav aria-label={label}>
      <p className="mb-2 text-sm font-semibold text-muted">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {[{ value: "", label: "Alle" }, ...options].map((o) => {
          const active = (current ?? "") === o.value;
          return (
            <li key={o.value || "all"}>
              <Link
                to={href(o.value || undefined)}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(chip, active ? "border-secondary bg-secondary text-white" : "border-line bg-white text-ink hover:border-ink/40")}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
