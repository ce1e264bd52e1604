import { Form, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/check-in-log";
import { formatDateTime } from "~/lib/format";
import { pageUrl } from "~/lib/page-url.server";
import { parseForm, readForm, runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { checkInLogList, getCheckInLog, type LogEntry } from "~/modules/ticketing/check-in-log.server";
import { METHOD_LABELS, reasonMessage } from "~/modules/ticketing/check-in-reasons";
import { getScannerView } from "~/modules/ticketing/check-in-views.server";
import { revokeCheckIn } from "~/modules/ticketing/revoke-check-in.server";
import { ConfirmSubmitButton, DataTable, parseListParams, type Column } from "~/ui/back-office";
import { Badge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";
import { UUID_RE } from "~/lib/input";

export const meta: Route.MetaFunction = () => [{ title: "Check-in-Protokoll – Stadtpuls" }, { name: "robots", content: "noindex" }];

/** Every check-in record and offline conflict of the event (organizer of the event or admin). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const list = parseListParams(pageUrl(request), checkInLogList);
  try {
    const log = await getCheckInLog(viewer, params.eventId, list);
    const { event } = await getScannerView(viewer, params.eventId);
    return { event, log, list };
  } catch (e) {
    throwAsResponse(e);
  }
}

const revokeSchema = z.object({ checkInId: z.string().regex(UUID_RE, "Ungültiger Eintrag.") });

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runUseCase(async () => {
    const { checkInId } = parseForm(await readForm(request), revokeSchema);
    await revokeCheckIn({ actor: viewer, checkInId, note: "Check-in-Protokoll" });
    return { ok: true as const, message: "Check-in zurückgenommen" };
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
  { id: "method", header: "Methode", accessorFn: (e) => `${e.method ? METHOD_LABELS[e.method] : "–"}${e.direction === "exit" ? " · Ausgang" : ""}` },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) =>
      row.original.kind === "conflict" ? (
        <Badge tone="danger" className="whitespace-normal">Konflikt: {row.original.reason ? reasonMessage(row.original.reason) : "abgelehnt"}</Badge>
      ) : row.original.isValid ? (
        <Badge tone="success">gültig</Badge>
      ) : (
        <Badge tone="neutral">zurückgenommen</Badge>
      ),
  },
];

export default function CheckInLog({ loaderData, params }: Route.ComponentProps) {
  const { event, log, list } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-5 bg-paper px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Check-in-Protokoll</p>
          <h1 className="text-2xl font-bold md:text-3xl">{event.title}</h1>
        </div>
        <ButtonLink to={`/organizer/check-in/${params.eventId}`} variant="outline">
          Zum Scanner
        </ButtonLink>
      </header>
      {result ? (
        <p role="status" className={`rounded-xl p-3 font-semibold ${result.ok ? "bg-[#dcfae6] text-success" : "bg-[#fee4e2] text-danger"}`}>
          {result.message}
        </p>
      ) : null}
      <DataTable
        caption="Check-ins und Offline-Konflikte"
        list={{ ...log, sort: list.sort, dir: list.dir, notices: list.notices }}
        columns={columns}
        rowId={(e) => `${e.kind}-${e.id}`}
        search={{ label: "Name, Ticketnummer oder Eingang", placeholder: "Suchen …" }}
        filters={[
          {
            name: "status",
            label: "Status",
            allLabel: "Alle",
            options: [
              { value: "valid", label: "gültig" },
              { value: "revoked", label: "zurückgenommen" },
              { value: "conflict", label: "Konflikte" },
            ],
          },
          { name: "method", label: "Methode", allLabel: "Alle", options: Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label })) },
        ]}
        toolbar={
          <a href={`/organizer/check-in/${params.eventId}/log.csv`} className={buttonClass("primary", "md")} download>
            CSV exportieren
          </a>
        }
        rowActions={(e) =>
          e.kind === "check_in" && e.isValid ? (
            <Form method="post">
              <input type="hidden" name="checkInId" value={e.id} />
              <ConfirmSubmitButton
                title="Check-in zurücknehmen?"
                body={`${e.name} gilt danach als nicht eingecheckt und kann erneut eingelassen werden.`}
                confirmLabel="Check-in zurücknehmen"
                aria-label={`Check-in von ${e.name} zurücknehmen`}
              >
                Zurücknehmen
              </ConfirmSubmitButton>
            </Form>
          ) : null
        }
        empty={{ title: "Noch keine Check-ins", body: "Sobald am Eingang gescannt wird, erscheint hier jeder Check-in mit Zeit, Eingang, Gerät und Personal." }}
      />
    </main>
  );
}
