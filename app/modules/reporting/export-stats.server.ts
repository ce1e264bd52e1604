import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { getOrganizerStatsView } from "~/modules/reporting/organizer-stats.server";
import type { StatsQuery } from "~/modules/reporting/organizer-stats-params";
import type { ExportSpec } from "~/lib/list/export-spec";

type DayRow = { day: string; tickets: number; revenue: number };

/** The stats per day as an export (Datum; Tickets; Einnahmen netto), named after event and period. */
export async function statsExport(actor: OrganizerActor, query: StatsQuery): Promise<ExportSpec<DayRow>> {
  const view = await getOrganizerStatsView(actor, query);
  async function* batches() {
    yield view.daily;
  }
  return {
    filename: `statistik-${view.selectedEvent ? view.selectedEvent.id.slice(0, 8) : "alle-events"}-${view.period.from}-${view.period.to}.csv`,
    columns: [
      { header: "Datum", value: (r) => `${r.day}T12:00:00Z`, kind: "date" },
      { header: "Verkaufte Tickets", value: (r) => r.tickets, kind: "number" },
      { header: "Einnahmen netto (EUR)", value: (r) => r.revenue, kind: "money" },
    ],
    batches: batches(),
  };
}
