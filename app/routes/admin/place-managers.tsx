import { Mail, Trash2, UserPlus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/place-managers";
import { formatDate } from "~/lib/format";
import { readForm, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getPlaceManagersView } from "~/modules/places/admin-queries.server";
import { addPlaceManager, removePlaceManager } from "~/modules/places/place-managers.server";
import { addManagerSchema } from "~/modules/places/validation";
import { inviteUser } from "~/modules/profile/invite-user.server";
import { admin, linkTo, pageTitle } from "~/registry";
import { ActionResultNotice, BackOfficeHeader, DetailSection, defineIntents, InputField, IntentButton, SubmitButton, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { runIntentForm } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

/** The people who manage a place as business owners (spec §2.4 locations/{id}/managers): add by e-mail, remove. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(admin, data ? { title: `Manager:innen – ${data.place.name}` } : admin.pages.locationManagers) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getPlaceManagersView(actor, params.id).catch(throwAsResponse);
}

const intents = defineIntents({
  remove: {
    label: "Entfernen",
    success: "Manager:in entfernt",
    tone: "danger",
    confirm: { title: "Manager:in entfernen?", body: "Die Person kann den Ort danach nicht mehr verwalten. Ihr Konto bleibt bestehen." },
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const form = await readForm(request);
  if (form.get("intent") === "add") {
    return runFormSubmission(form, addManagerSchema, async ({ email, name }) => {
      const added = await addPlaceManager({ actor, locationId: params.id, email, name, invite: (values) => inviteUser({ actor, values }) });
      return redirectWithToast(linkTo(admin, "locationManagers", { id: params.id }), {
        type: "success",
        title: added.invited ? "Einladung verschickt" : "Manager:in hinzugefügt",
        description: added.invited ? `${email} bekommt eine E-Mail, um ein Passwort zu vergeben, und verwaltet dann den Ort.` : `${email} wurde benachrichtigt.`,
      });
    });
  }
  return runIntentForm(form, intents, { remove: ({ id }) => removePlaceManager({ actor, locationId: params.id, userId: id }) });
}

export default function PlaceManagers({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult();
  const [form, fields] = useZodForm(addManagerSchema, { id: `managers-${d.place.id}`, lastResult: result?.submission });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackOfficeHeader back={{ to: d.place.editHref, label: d.place.name }} eyebrow={d.place.area === "places" ? "Orte" : "Locations"} title="Manager:innen">
        Wer „{d.place.name}“ als Business-Inhaber:in verwaltet: Angaben, Öffnungszeiten und Antworten auf Bewertungen.
      </BackOfficeHeader>
      {result && !result.submission ? <ActionResultNotice result={result} /> : null}
      <DetailSection title={`Aktuell (${d.managers.length})`}>
        {d.managers.length === 0 ? (
          <p className="text-sm text-muted">Noch niemand verwaltet diesen Ort. Fügen Sie unten eine Person per E-Mail hinzu.</p>
        ) : (
          <ul className="divide-y divide-line">
            {d.managers.map((m) => (
              <li key={m.userId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={m.userHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
                    {m.name}
                  </Link>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    <span className="truncate">{m.email}</span>
                    <span aria-hidden="true">·</span>
                    <span>seit {formatDate(m.since)}</span>
                    {m.invited ? <Badge tone="warning">Eingeladen</Badge> : null}
                  </p>
                </div>
                <IntentButton intent="remove" spec={intents.remove} id={m.userId} variant="outline" className={buttonClass("outline", "sm")} confirmTitle={`${m.name} entfernen?`}>
                  <Trash2 aria-hidden="true" className="size-4" /> Entfernen<span className="sr-only">: {m.name}</span>
                </IntentButton>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title="Person hinzufügen">
        <ZodForm form={form} warnUnsaved={false}>
          <input type="hidden" name="intent" value="add" />
          <div className="grid gap-5 md:grid-cols-2">
            <InputField field={fields.email} label="E-Mail" type="email" autoComplete="off" />
            <InputField field={fields.name} label="Name" hint="Nur nötig, wenn die Person noch kein Konto hat – sie bekommt dann eine Einladung." autoComplete="off" />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <SubmitButton>
              <UserPlus aria-hidden="true" className="size-4" /> Hinzufügen
            </SubmitButton>
            <span className="inline-flex items-center gap-1.5 text-sm text-muted">
              <Mail aria-hidden="true" className="size-4" /> Bestehende Konten werden benachrichtigt.
            </span>
          </div>
        </ZodForm>
      </DetailSection>
    </div>
  );
}
