import { Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/check-in-settings";
import { AppError } from "~/lib/app-error";
import { formatDate } from "~/lib/format";
import { UUID_RE } from "~/lib/input";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { MAX_TICKET_CATEGORIES } from "~/modules/events/validation";
import { createCheckInList, setCheckInListExit } from "~/modules/ticketing/check-in-lists.server";
import { inviteCheckInStaff, listCheckInStaff, revokeCheckInStaff, setCheckInStaffSell } from "~/modules/ticketing/check-in-staff.server";
import { getCheckInCategories } from "~/modules/ticketing/check-in-views.server";
import { door, linkTo, pageTitle } from "~/registry";
import { defineIntents, useActionResult } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { Button, ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(door, door.pages.settings) }, { name: "robots", content: "noindex" }];

/** Lists (which categories, exit scans) and door staff of an event (organizer of the event or admin). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  try {
    const [view, staff] = await Promise.all([getCheckInCategories(viewer, params.eventId), listCheckInStaff(viewer, params.eventId)]);
    return { ...view, staff };
  } catch (e) {
    throwAsResponse(e);
  }
}

/** The page's forms: a new list and an invitation (their fields checked by the use cases), and the row buttons of lists and staff. */
const intents = defineIntents({
  "create-list": {
    label: "Liste anlegen",
    success: "Liste angelegt",
    scope: "form",
    input: z.object({
      name: z.string().default(""),
      categoryIds: z.array(z.string()).max(MAX_TICKET_CATEGORIES, `Höchstens ${MAX_TICKET_CATEGORIES} Ticketkategorien.`).default([]),
      allowExit: z.string().optional(),
    }),
  },
  "toggle-exit": {
    label: "Ausgangs-Scans umschalten",
    success: "Liste gespeichert",
    input: z.object({ allowExit: z.enum(["true", "false"], { error: "Bitte laden Sie die Seite neu." }) }),
  },
  invite: {
    label: "Einladen",
    success: "Einladung verschickt",
    scope: "form",
    input: z.object({ email: z.string().default(""), scope: z.string().optional(), canSell: z.string().optional() }),
  },
  "toggle-sell": {
    label: "Abendkasse erlauben oder entziehen",
    success: "Gespeichert",
    input: z.object({ canSell: z.enum(["true", "false"], { error: "Bitte laden Sie die Seite neu." }) }),
  },
  "revoke-staff": { label: "Zugang entziehen", success: "Zugang entzogen" },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireUser(request);
  const eventId = params.eventId;
  return runIntents(request, intents, {
    "create-list": ({ input }) => createCheckInList({ actor, eventId, fields: { name: input.name, categoryIds: input.categoryIds, allowExit: input.allowExit === "on" } }),
    "toggle-exit": async ({ id, input }) => {
      if (!UUID_RE.test(id)) throw new AppError("NOT_FOUND");
      return setCheckInListExit({ actor, eventId, listId: id, allowExit: input.allowExit === "true" });
    },
    invite: ({ input }) => inviteCheckInStaff({ actor, eventId, fields: { email: input.email, scope: input.scope, canSell: input.canSell === "on" } }),
    "toggle-sell": ({ id, input }) => setCheckInStaffSell({ actor, eventId, staffId: id, canSell: input.canSell === "true" }),
    "revoke-staff": ({ id }) => revokeCheckInStaff({ actor, eventId, staffId: id }),
  });
}

export default function CheckInSettings({ loaderData, params }: Route.ComponentProps) {
  const { event, lists, categories, staff } = loaderData;
  const result = useActionResult();
  const busy = useNavigation().state !== "idle";
  const fieldError = (k: string) => (result && !result.ok && result.fields?.[k] ? result.fields[k] : null);
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 bg-paper px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Check-in-Listen und Personal</p>
          <h1 className="text-2xl font-bold md:text-3xl">{event.title}</h1>
          <p className="text-sm text-muted">{formatDate(event.startDate)}</p>
        </div>
        <span className="flex flex-wrap gap-2">
          <ButtonLink to={linkTo(door, "boxOffice", { eventId: params.eventId })} variant="outline">
            Abendkasse
          </ButtonLink>
          <ButtonLink to={linkTo(door, "scanner", { eventId: params.eventId })} variant="outline">
            Zum Scanner
          </ButtonLink>
        </span>
      </header>
      {result?.message ? (
        <p role={result.ok ? "status" : "alert"} className={`rounded-xl p-3 font-semibold ${result.ok ? "bg-[#dcfae6] text-success" : "bg-[#fee4e2] text-danger"}`}>
          {result.message}
        </p>
      ) : null}

      <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" aria-labelledby="lists-title">
        <h2 id="lists-title" className="text-lg font-bold">
          Check-in-Listen
        </h2>
        <p className="text-sm text-muted">Jede Liste lässt ein Ticket einmal ein. Mit Ausgangs-Scans zeigt der Scanner, wie viele Personen gerade drinnen sind.</p>
        <ul className="divide-y divide-line">
          {lists.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-semibold">{l.name}</span>
                <span className="block text-xs text-muted">{l.categories.length ? l.categories.join(", ") : "alle Kategorien"}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="toggle-exit" />
                <input type="hidden" name="id" value={l.id} />
                <input type="hidden" name="allowExit" value={l.allowExit ? "false" : "true"} />
                <Button type="submit" size="sm" variant="outline" disabled={busy}>
                  {l.allowExit ? "Ausgangs-Scans ausschalten" : "Ausgangs-Scans einschalten"}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="flex flex-col gap-3 border-t border-line pt-3">
          <input type="hidden" name="intent" value="create-list" />
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Neue Liste
            <input name="name" placeholder="z. B. VIP-Bereich" className="min-h-11 rounded-xl border border-line px-3 font-normal" aria-invalid={fieldError("name") ? true : undefined} />
          </label>
          {fieldError("name") ? <p className="text-sm text-danger">{fieldError("name")}</p> : null}
          <fieldset className="flex flex-wrap gap-3 text-sm">
            <legend className="mb-1 font-semibold">Zutritt für (keine Auswahl = alle Kategorien)</legend>
            {categories.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="categoryIds" value={c.id} className="size-5 accent-[#b53c7a]" /> {c.name}
              </label>
            ))}
          </fieldset>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="allowExit" className="size-5 accent-[#b53c7a]" /> Ausgänge scannen (zeigt, wie viele drinnen sind)
          </label>
          <Button type="submit" disabled={busy} className="self-start">
            Liste anlegen
          </Button>
        </Form>
      </section>

      <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" aria-labelledby="staff-title">
        <h2 id="staff-title" className="text-lg font-bold">
          Check-in-Personal
        </h2>
        <p className="text-sm text-muted">
          Helfer:innen sehen nur den Scanner und die Zähler – keine Buchungen, keine E-Mail-Adressen, keine Umsätze; mit Abendkasse-Recht verkaufen sie auch Tickets an der Tür. Sie melden sich mit der eingeladenen
          E-Mail-Adresse an.
        </p>
        {staff.length ? (
          <ul className="divide-y divide-line">
            {staff.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{s.email}</span>
                  <span className="block text-xs text-muted">
                    {s.scope === "event" ? "nur dieses Event" : "alle Ihre Events (Team: Einlass)"} · {s.canSell ? "Scanner und Abendkasse" : "nur Scanner"} · seit {formatDate(s.createdAt)}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle-sell" />
                    <input type="hidden" name="id" value={s.id} />
                    <input type="hidden" name="canSell" value={s.canSell ? "false" : "true"} />
                    <Button type="submit" size="sm" variant="outline" disabled={busy}>
                      {s.canSell ? "Abendkasse entziehen" : "Abendkasse erlauben"}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-staff" />
                    <input type="hidden" name="id" value={s.id} />
                    <Button type="submit" size="sm" variant="outline" disabled={busy}>
                      Zugang entziehen
                    </Button>
                  </Form>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Noch niemand eingeladen.</p>
        )}
        <Form method="post" className="flex flex-col gap-3 border-t border-line pt-3">
          <input type="hidden" name="intent" value="invite" />
          <label className="flex flex-col gap-1 text-sm font-semibold">
            E-Mail-Adresse
            <input name="email" type="email" autoComplete="off" className="min-h-11 rounded-xl border border-line px-3 font-normal" aria-invalid={fieldError("email") ? true : undefined} />
          </label>
          {fieldError("email") ? <p className="text-sm text-danger">{fieldError("email")}</p> : null}
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-1 font-semibold">Gilt für</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="scope" value="event" defaultChecked className="size-5 accent-[#b53c7a]" /> dieses Event
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="scope" value="all" className="size-5 accent-[#b53c7a]" /> alle Events der Veranstalterin / des Veranstalters (als Teammitglied mit der Rolle Einlass)
            </label>
          </fieldset>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="canSell" className="size-5 accent-[#b53c7a]" /> darf an der Abendkasse Tickets verkaufen
          </label>
          <Button type="submit" disabled={busy} className="self-start">
            Einladen
          </Button>
        </Form>
      </section>
    </main>
  );
}
