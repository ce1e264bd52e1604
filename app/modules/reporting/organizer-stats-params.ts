import { z } from "zod";
import { UUID_RE, zRealDate } from "~/lib/input";

/** Stats page query: one event or all, and a period (preset or from/to, yyyy-mm-dd in Berlin). */
export const statsQuerySchema = z.object({
  event: z
    .string()
    .regex(UUID_RE)
    .optional()
    .catch(undefined),
  period: z.enum(["7d", "30d", "90d", "365d", "custom"]).optional().catch(undefined),
  from: zRealDate.optional().catch(undefined),
  to: zRealDate.optional().catch(undefined),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const STATS_PERIODS = [
  { value: "7d", label: "Letzte 7 Tage", days: 7 },
  { value: "30d", label: "Letzte 30 Tage", days: 30 },
  { value: "90d", label: "Letzte 90 Tage", days: 90 },
  { value: "365d", label: "Letzte 12 Monate", days: 365 },
] as const;

/** The period as Berlin days [from, to] (inclusive), at most 400 days. */
export function resolvePeriod(q: StatsQuery, today: string): { from: string; to: string; preset: string } {
  if (q.from && q.to && q.from <= q.to) {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (span <= 400) return { from: q.from, to: q.to, preset: "custom" };
  }
  const preset = STATS_PERIODS.find((p) => p.value === q.period) ?? STATS_PERIODS[1];
  const from = new Date(Date.parse(today) - (preset.days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today, preset: preset.value };
}
