import { lazy, Suspense, useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { formatDate, formatMoney, formatNumber } from "~/lib/format";
import { ScrollRegion } from "~/ui/scroll-region";

export type ChartSeries = { key: string; label: string; color?: string };
export type ChartValueFormat = "number" | "money" | "percent";
export type ChartProps = {
  /** Names the chart and its table alternative. */
  title: string;
  type?: "bar" | "line" | "area";
  data: Array<Record<string, string | number | null>>;
  /** The x value of each row: an ISO day ("2026-11-23") with `xFormat: "date"`, or a label. */
  xKey: string;
  xFormat?: "date" | "text";
  series: ChartSeries[];
  valueFormat?: ChartValueFormat;
  height?: number;
  className?: string;
  /** Show the data table visibly (it is always there for screen readers). */
  showTable?: boolean;
};

export const CHART_COLORS = ["#b53c7a", "#554c9a", "#10b981", "#d97706", "#0e7490"];

export function formatChartValue(v: number | null | undefined, format: ChartValueFormat = "number"): string {
  if (v === null || v === undefined) return "–";
  if (format === "money") return formatMoney(v);
  if (format === "percent") return `${formatNumber(Math.round(v * 10) / 10)} %`;
  return formatNumber(v);
}

export function formatChartX(v: unknown, format: "date" | "text" = "text"): string {
  if (format === "date" && typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) return formatDate(`${v.slice(0, 10)}T12:00:00Z`);
  return String(v ?? "");
}

// recharts (~100 kB gzip) is fetched only by pages that render a chart, after hydration
const ChartImpl = lazy(() => import("~/ui/back-office/chart-impl"));

/**
 * A chart with a table alternative: the SVG is hidden from assistive technology, the table carries
 * the same figures (German number and date formats). Server render and first paint show a calm
 * placeholder of the final height, so nothing jumps.
 */
export function Chart(props: ChartProps) {
  const { title, data, xKey, xFormat = "text", series, valueFormat = "number", height = 280, className, showTable } = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <div className="animate-pulse rounded-xl bg-sand/70" style={{ height }} />;
  return (
    <figure className={cn("flex min-w-0 flex-col gap-3", className)}>
      <figcaption className="font-semibold">{title}</figcaption>
      <div aria-hidden="true" style={{ height }}>
        {data.length === 0 ? (
          <div className="flex h-full items-center justify-center rounded-xl border border-dashed border-line text-sm text-muted">
            Für diesen Zeitraum liegen keine Daten vor.
          </div>
        ) : mounted ? (
          <Suspense fallback={placeholder}>
            <ChartImpl {...props} xFormat={xFormat} valueFormat={valueFormat} height={height} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <details open={showTable} className={showTable ? "" : "text-sm"}>
        <summary className="cursor-pointer text-sm font-medium text-muted hover:text-ink">Daten als Tabelle</summary>
        <ScrollRegion label={`${title}: Daten`} className="mt-2 max-h-80 rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-sand/60 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {xFormat === "date" ? "Datum" : "Bezeichnung"}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.map((row, i) => (
                <tr key={i}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatChartX(row[xKey], xFormat)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                      {formatChartValue(row[s.key] as number | null, valueFormat)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
