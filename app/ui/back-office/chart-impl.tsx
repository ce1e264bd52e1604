import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoneyWhole } from "~/lib/format";
import { CHART_COLORS, formatChartValue, formatChartX, type ChartProps } from "~/ui/back-office/chart";

/** The recharts half of <Chart>; loaded lazily. */
export default function ChartImpl({ type = "bar", data, xKey, xFormat, series, valueFormat, height }: ChartProps) {
  const Frame = type === "line" ? LineChart : type === "area" ? AreaChart : BarChart;
  const fmtX = (v: unknown) => formatChartX(v, xFormat).replace(/\.\d{4}$/, ".");
  const fmtY = (v: number) => formatChartValue(v, valueFormat);
  // axis ticks in whole euros ("2.800 €"); the tooltip and the table keep the cents
  const fmtTick = (v: number) => (valueFormat === "money" && v % 100 === 0 ? formatMoneyWhole(v) : fmtY(v));
  return (
    <ResponsiveContainer width="100%" height={height}>
      {/* the SVG is aria-hidden (the table beside it carries the figures): recharts' keyboard layer would
          put a focusable element inside it (axe: aria-hidden-focus) */}
      <Frame data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e3dd" vertical={false} />
        <XAxis dataKey={xKey} tickFormatter={fmtX} tick={{ fontSize: 12, fill: "#5f5b6b" }} tickLine={false} axisLine={{ stroke: "#e7e3dd" }} minTickGap={16} />
        <YAxis tickFormatter={fmtTick} tick={{ fontSize: 12, fill: "#5f5b6b" }} tickLine={false} axisLine={false} width={valueFormat === "money" ? 64 : 48} />
        <Tooltip
          formatter={(value) => fmtY(Number(value))}
          labelFormatter={(label) => formatChartX(label, xFormat)}
          contentStyle={{ borderRadius: 12, borderColor: "#e7e3dd", fontSize: 13 }}
        />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null}
        {series.map((s, i) => {
          const color = s.color ?? CHART_COLORS[i % CHART_COLORS.length];
          if (type === "line") return <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />;
          if (type === "area")
            return <Area key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={color} fill={color} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />;
          return <Bar key={s.key} dataKey={s.key} name={s.label} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />;
        })}
      </Frame>
    </ResponsiveContainer>
  );
}
