import { useSearchParams } from "react-router";
import type { Route } from "./+types/check-in-log";
import { formatDateTime } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { requireUser } from "~/auth-edge/guards.server";
import { CHECK_IN_LOG_STATUS, checkInLogList } from "~/modules/ticketing/check-in-log";
import { getCheckInLog, type LogEntry } from "~/modules/ticketing/check-in-log.server";
import { CHECK_IN_METHOD, reasonMessage } from "~/modules/ticketing/check-in-reasons";
import { revokeCheckIn } from "~/modules/ticketing/revoke-check-in.server";
import { door, linkTo, pageTitle } from "~/registry";
import { DataTable, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge, EnumBadge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(door, door.pages.log) }, { name: "robots", content: "noindex" }];

/** Every check-in record and offline conflict of the event (organizer of the event or admin). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return loadList(request, checkInLogList, (list) => getCheckInLog(viewer, params.eventId, list));
}

const intents = defineIntents({
  revoke: {
    label: "Zurücknehmen",
    success: "Check-in zurückgenommen",
    tone: "danger",
    confirm: { title: "Check-in zurücknehmen?", confirmLabel: "Check-in zurücknehmen" },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runIntents(request, intents, {
    revoke: ({ id }) => revokeCheckIn({ actor: viewer, checkInId: id, note: "Check-in-Protokoll" }),
  });
}

const columns: Array<Column<LogEntry>> = [
  { id: "at", header: "Zeit", accessorFn: (e) => formatDateTime(e.at), meta: { sortKey: "at", className: "whitespace-nowrap" } },
  { id: "name", header: "Name", accessorFn: (e) => e.name, meta: { primary: true } },
  { id: "category", header: "Kategorie", accessorFn: (e) => e.category ?? "–" },
  { id: "list", header: "Liste", accessorFn: (e) => e.list ?? "–" },
  { id: "gate", header: "Eingang", accessorFn: (e) => e.gate ?? "–" },
  { id: "device", header: "Gerät", accessorFn: (e) => e.deviceId ?? "–" },
  { id: "staff", header: "Personal", accessorFn: (e) => e.staff ?? "–" },
  { id: "method", header: "Methode", accessorFn: (e) => `${e.method ? CHECK_IN_METHOD.label(e.method) : "–"}${e.direction === "exit" ? " · Ausgang" : ""}` },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: e } }) =>
      e.kind === "conflict" ? (
        <Badge tone={CHECK_IN_LOG_STATUS.tone("conflict")} className="whitespace-normal">
          Konflikt: {e.reason ? reasonMessage(e.reason) : "abgelehnt"}
        </Badge>
      ) : (
        <EnumBadge of={CHECK_IN_LOG_STATUS} value={e.isValid ? "valid" : "revoked"} />
      ),
  },
];

export default function CheckInLog({ loaderData: log, params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // the CSV holds what the table shows now: its search, filters and order (not its page)
  const csv = new URLSearchParams(searchParams);
  csv.delete("page");
  const csvHref = `${linkTo(door, "logCsv", { eventId: params.eventId })}${csv.size ? `?${csv}` : ""}`;
  return (
    <main className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-5 bg-paper px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Check-in-Protokoll</p>
          <h1 className="text-2xl font-bold md:text-3xl">{log.event.title}</h1>
        </div>
        <ButtonLink to={linkTo(door, "scanner", { eventId: params.eventId })} variant="outline">
          Zum Scanner
        </ButtonLink>
      </header>
      <DataTable
        caption="Check-ins und Offline-Konflikte"
        list={log}
        columns={columns}
        rowId={(e) => `${e.kind}-${e.id}`}
        rowLabel={(e) => e.name}
        search={{ label: "Name, Ticketnummer oder Eingang", placeholder: "Suchen …" }}
        filters={[
          { name: "status", label: "Status", allLabel: "Alle", options: CHECK_IN_LOG_STATUS.options() },
          { name: "method", label: "Methode", allLabel: "Alle", options: CHECK_IN_METHOD.options() },
        ]}
        toolbar={
          <a href={csvHref} className={buttonClass("primary", "md")} download>
            CSV exportieren
          </a>
        }
        rowActions={(e) =>
          e.kind === "check_in" && e.isValid ? (
            <IntentButton intent="revoke" spec={intents.revoke} id={e.id} confirmBody={`${e.name} gilt danach als nicht eingecheckt und kann erneut eingelassen werden.`}>
              Zurücknehmen<span className="sr-only">: Check-in von {e.name}</span>
            </IntentButton>
          ) : null
        }
        empty={{ title: "Noch keine Check-ins", body: "Sobald am Eingang gescannt wird, erscheint hier jeder Check-in mit Zeit, Eingang, Gerät und Personal." }}
      />
    </main>
  );
}
