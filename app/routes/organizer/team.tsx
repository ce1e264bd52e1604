import { useState } from "react";
import { Trash2, UserPlus, Users } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/team";
import { formatDate } from "~/lib/format";
import { usageLabel } from "~/modules/organizers/plans";
import { TEAM_ROLE, type TeamRole } from "~/modules/organizers/labels";
import { changeTeamMemberRole, getTeamView, inviteTeamMember, removeTeamMember } from "~/modules/organizers/team.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { linkTo, organizer, pageTitle } from "~/registry";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";
import { ActionResultNotice, BackOfficeHeader, defineIntents, IntentButton, useActionResult } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.team) }];

/** The team of the organizer profile the actor works in (its account and Verwaltung members, admins). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  return getTeamView(actor).catch(throwAsResponse);
}

const intents = defineIntents({
  invite: {
    label: "Einladen",
    success: "Einladung verschickt",
    scope: "form",
    input: z.object({
      email: z.string().default(""),
      role: z.string().default(""),
      canSell: z.string().optional(),
    }),
  },
  role: {
    label: "Rolle ändern",
    success: "Rolle gespeichert",
    input: z.object({
      role: z.string().default(""),
      canSell: z.string().optional(),
    }),
  },
  remove: {
    label: "Entfernen",
    success: "Teammitglied entfernt – der Zugang endet sofort",
    tone: "danger",
    confirm: {
      title: "Teammitglied entfernen?",
      body: "Die Person verliert sofort jeden Zugang zu diesem Veranstalterprofil, auch zu offenen Scanner-Seiten.",
    },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "admin", "write");
  return runIntents(request, intents, {
    invite: ({ input }) => inviteTeamMember({ actor, fields: input }),
    role: ({ id, input }) => changeTeamMemberRole({ actor, memberId: id, fields: input }),
    remove: ({ id }) => removeTeamMember({ actor, memberId: id }),
  });
}

const field = "min-h-11 rounded-xl border border-line bg-white px-3 font-normal";

export default function Team({ loaderData: view }: Route.ComponentProps) {
  const result = useActionResult();
  const busy = useNavigation().state !== "idle";
  const fieldError = (k: string) => (result && !result.ok && result.fields?.[k] ? result.fields[k] : null);
  const full = view.limit !== null && view.used >= view.limit;
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Verwaltung" title="Team">
        Laden Sie Kolleg:innen mit einer Rolle ein – jede Person sieht nur, was ihre Rolle erlaubt, und alles, was sie tut, steht unter ihrem Namen im
        Protokoll.
      </BackOfficeHeader>
      <ActionResultNotice result={result} />
      {view.profile === null ? (
        <section className="rounded-2xl border border-line bg-white p-6">
          <h2 className="text-lg font-bold">Noch kein Veranstalterprofil</h2>
          <p className="mt-1 text-muted">Speichern Sie zuerst Ihr Profil in den Einstellungen – danach laden Sie hier Ihr Team ein.</p>
          <ButtonLink to={linkTo(organizer, "settings")} className="mt-4">
            Zu den Einstellungen
          </ButtonLink>
        </section>
      ) : (
        <>
          <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 md:p-6" aria-labelledby="members-title">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="members-title" className="text-lg font-bold">
                Team von {view.profile.name}
              </h2>
              <p className="text-sm text-muted">
                Tarif {view.profile.planLabel}: {usageLabel(view.used, view.limit)} Teammitglieder
              </p>
            </div>
            {view.members.length ? (
              <ul className="divide-y divide-line">
                {view.members.map((m) => (
                  <li key={m.id} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold break-all">{m.name ?? m.email}</span>
                        <EnumBadge of={TEAM_ROLE} value={m.role} />
                        {m.isSelf ? <span className="text-xs font-semibold text-muted">Sie</span> : null}
                        {m.state === "invited" ? <span className="text-xs font-semibold text-muted">Eingeladen – noch nicht angemeldet</span> : null}
                      </p>
                      <p className="text-sm break-words text-muted">
                        {m.name ? <span className="break-all">{m.email} · </span> : null}seit {formatDate(m.since)}
                        {m.role === "door" ? (m.canSell ? " · Scanner und Abendkasse" : " · nur Scanner") : ""}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:flex-nowrap">
                      <MemberRoleForm member={m} busy={busy} />
                      <IntentButton intent="remove" spec={intents.remove} id={m.id} variant="ghost" confirmTitle={`${m.email} aus dem Team entfernen?`}>
                        <Trash2 aria-hidden="true" className="size-4" /> Entfernen<span className="sr-only">: {m.email}</span>
                      </IntentButton>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center gap-2 py-8 text-center text-muted">
                <Users aria-hidden="true" className="size-10" />
                <p className="font-semibold text-ink">Noch niemand im Team</p>
                <p className="max-w-md text-sm">
                  Laden Sie die Kasse, das Einlass-Team oder die Redaktion ein – jede Person mit genau den Rechten, die sie braucht.
                </p>
              </div>
            )}
          </section>
          <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 md:p-6" aria-labelledby="invite-title">
            <h2 id="invite-title" className="text-lg font-bold">
              Person einladen
            </h2>
            {full ? (
              <p className="rounded-xl bg-[#fef0c7] p-3 text-sm text-ink">
                Ihr Tarif {view.profile.planLabel} erlaubt {view.limit} Teammitglieder – das Team ist vollständig. Mehr Plätze gibt es in den{" "}
                <a href={linkTo(organizer, "settings")} className="font-semibold underline">
                  Einstellungen → Tarif
                </a>
                .
              </p>
            ) : null}
            <Form method="post" className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="invite" />
              <label className="flex flex-col gap-1 text-sm font-semibold">
                E-Mail-Adresse
                <input
                  name="email"
                  type="email"
                  autoComplete="off"
                  className={field}
                  aria-invalid={fieldError("email") ? true : undefined}
                  aria-describedby={fieldError("email") ? "invite-email-error" : undefined}
                />
              </label>
              {fieldError("email") ? (
                <p id="invite-email-error" className="text-sm text-danger">
                  {fieldError("email")}
                </p>
              ) : null}
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">Rolle</legend>
                {TEAM_ROLE.values.map((r) => (
                  <label key={r} className="flex min-h-11 items-start gap-3 rounded-xl border border-line p-3 text-sm has-[:checked]:border-primary">
                    <input type="radio" name="role" value={r} defaultChecked={r === "door"} className="mt-0.5 size-5 shrink-0 accent-[#b53c7a]" />
                    <span>
                      <span className="font-semibold">{TEAM_ROLE.label(r)}</span>
                      <span className="block text-muted">{TEAM_ROLE.entry(r)?.hint}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              {fieldError("role") ? <p className="text-sm text-danger">{fieldError("role")}</p> : null}
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="canSell" className="size-5 shrink-0 accent-[#b53c7a]" /> Einlass darf auch an der Abendkasse verkaufen
              </label>
              <Button type="submit" disabled={busy || full} className="self-start">
                <UserPlus aria-hidden="true" className="size-4" /> Einladung senden
              </Button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}

/** A member's role, and — for Einlass only — whether they may also sell at the box office (Verwaltung always may). */
function MemberRoleForm({ member: m, busy }: { member: { id: string; email: string; role: TeamRole; canSell: boolean }; busy: boolean }) {
  const [role, setRole] = useState<TeamRole>(m.role);
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={m.id} />
      <select name="role" value={role} onChange={(e) => setRole(e.target.value as TeamRole)} className={`${field} w-36 text-sm`} aria-label={`Rolle von ${m.email}`}>
        {TEAM_ROLE.options().map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {role === "door" ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="canSell" defaultChecked={m.canSell} className="size-5 shrink-0 accent-[#b53c7a]" aria-label={`Abendkasse für ${m.email}`} />
          Abendkasse
        </label>
      ) : null}
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Speichern
      </Button>
    </Form>
  );
}
