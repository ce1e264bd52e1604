import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A white card section of a dashboard or statistics page, named by its heading (`id` ties the two);
 * `actions` stand on the heading's right (a link to the full list).
 */
export function Panel({
  id,
  title,
  size = "xl",
  actions,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** the heading's size: "xl" on dashboards, "lg" where many panels stand side by side */
  size?: "lg" | "xl";
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={cn(size === "lg" ? "text-lg" : "text-xl", "font-bold")}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cn("rounded-2xl border border-line bg-white p-5", className)}>
      {actions ? (
        <div className="flex items-center justify-between">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
