import { ExternalLink, Mail, Pencil, Trash2, UserPlus } from "lucide-react";
import type { Route } from "./+types/venue-settings";
import { formatDate } from "~/lib/format";
import { readForm, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRoleOr403, requireUser } from "~/auth-edge/guards.server";
import { VENUE_TYPE } from "~/modules/places/labels";
import { getVenueSettingsView, saveVenueSettings } from "~/modules/places/owner-places.server";
import { requireManagedPlace } from "~/modules/places/owner-scope.server";
import { addPlaceManager, removePlaceManager } from "~/modules/places/place-managers.server";
import { addManagerSchema, venueSettingsSchema } from "~/modules/places/validation";
import { inviteTeamMember } from "~/modules/profile/invite-user.server";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import {
  ActionResultNotice,
  BackOfficeHeader,
  CheckboxInputField,
  defineIntents,
  DetailSection,
  FormSection,
  InputField,
  IntentButton,
  SelectInputField,
  SubmitButton,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { runIntentForm } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

/** Location-Einstellungen (spec §2.3): capacity, venue type, visibility and the team of one place the owner runs; another owner's id → 404. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(businessOwner, data ? { title: `Einstellungen – ${data.place.name}` } : businessOwner.pages.venueSettings) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  return getVenueSettingsView(actor, params.locationId).catch(throwAsResponse);
}

const intents = defineIntents({
  remove: {
    label: "Entfernen",
    success: "Aus dem Team entfernt",
    tone: "danger",
    confirm: { title: "Aus dem Team entfernen?", body: "Die Person kann den Ort danach nicht mehr verwalten. Ihr Konto bleibt bestehen." },
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "user");
  const locationId = params.locationId;
  await requireManagedPlace(actor, locationId).catch(throwAsResponse);
  const here = linkTo(businessOwner, "venueSettings", { locationId });
  const form = await readForm(request);
  if (form.get("intent") === "save") {
    return runFormSubmission(form, venueSettingsSchema, async (values) => {
      await saveVenueSettings({ actor, id: locationId, values });
      return redirectWithToast(here, { type: "success", title: "Einstellungen gespeichert" });
    });
  }
  if (form.get("intent") === "add") {
    return runFormSubmission(form, addManagerSchema, async ({ email, name }) => {
      const added = await addPlaceManager({ actor, locationId, email, name, invite: (values) => inviteTeamMember({ actor, values }) });
      return redirectWithToast(here, {
        type: "success",
        title: added.invited ? "Einladung verschickt" : "Ins Team aufgenommen",
        description: added.invited ? `${email} bekommt eine E-Mail, um ein Passwort zu vergeben, und verwaltet dann den Ort mit.` : `${email} wurde benachrichtigt.`,
      });
    });
  }
  return runIntentForm(form, intents, { remove: ({ id }) => removePlaceManager({ actor, locationId, userId: id }) });
}

export default function VenueSettings({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult();
  const posted = result?.submission?.initialValue?.intent;
  const [settingsForm, settingsFields] = useZodForm(venueSettingsSchema, { id: `venue-${d.place.id}`, lastResult: posted === "save" ? result?.submission : undefined, defaultValue: d.defaultValue });
  const [teamForm, teamFields] = useZodForm(addManagerSchema, { id: `team-${d.place.id}`, lastResult: posted === "add" ? result?.submission : undefined });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(businessOwner, "manage"), label: "Mein Business" }}
        eyebrow="Location-Einstellungen"
        title={d.place.name}
        actions={
          <>
            <a href={d.place.editHref} className={buttonClass("outline")}>
              <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
            </a>
            {d.place.publicHref ? (
              <a href={d.place.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
                <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
              </a>
            ) : null}
          </>
        }
      >
        Kapazität, Art der Location, Sichtbarkeit und wer den Ort mit Ihnen verwaltet.
      </BackOfficeHeader>
      {result && !result.submission ? <ActionResultNotice result={result} /> : null}
      <ZodForm form={settingsForm}>
        <input type="hidden" name="intent" value="save" />
        <FormSection title="Location">
          <InputField field={settingsFields.capacity} label="Kapazität (Personen)" inputMode="numeric" placeholder="z. B. 800" />
          <SelectInputField field={settingsFields.venueType} label="Drinnen oder draußen" options={VENUE_TYPE.options()} />
          <CheckboxInputField field={settingsFields.isActive} label="Öffentlich sichtbar" hint="Erscheint auf der Stadtseite, in der Suche und auf der Karte. Ohne Haken ist die Seite des Orts verborgen." className="md:col-span-2" />
        </FormSection>
        <div className="mt-4">
          <SubmitButton>Einstellungen speichern</SubmitButton>
        </div>
      </ZodForm>
      <DetailSection title={`Team (${d.team.length + d.owners.length})`}>
        <ul className="divide-y divide-line">
          {d.owners.map((o) => (
            <li key={o.userId} className="py-3">
              <p className="font-semibold">
                {o.name} {o.isYou ? <span className="font-normal text-muted">(Sie)</span> : null}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <span className="truncate">{o.email}</span> <Badge tone="primary">Inhaber:in des Business-Profils</Badge>
              </p>
            </li>
          ))}
          {d.team.map((m) => (
            <li key={m.userId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">
                  {m.name} {m.isYou ? <span className="font-normal text-muted">(Sie)</span> : null}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span className="truncate">{m.email}</span>
                  <span aria-hidden="true">·</span>
                  <span>seit {formatDate(m.since)}</span>
                </p>
              </div>
              {m.removable ? (
                <IntentButton intent="remove" spec={intents.remove} id={m.userId} variant="outline" className={buttonClass("outline", "sm")} confirmTitle={`${m.name} entfernen?`}>
                  <Trash2 aria-hidden="true" className="size-4" /> Entfernen<span className="sr-only">: {m.name}</span>
                </IntentButton>
              ) : (
                <span className="text-sm text-muted">Einzige Person im Team</span>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">Ein Ort braucht immer mindestens eine Person, die ihn verwaltet: die letzte kann nicht entfernt werden.</p>
      </DetailSection>
      <DetailSection title="Person ins Team einladen">
        <ZodForm form={teamForm} warnUnsaved={false}>
          <input type="hidden" name="intent" value="add" />
          <div className="grid gap-5 md:grid-cols-2">
            <InputField field={teamFields.email} label="E-Mail" type="email" autoComplete="off" />
            <InputField field={teamFields.name} label="Name" hint="Nur nötig, wenn die Person noch kein Konto hat – sie bekommt dann eine Einladung." autoComplete="off" />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <SubmitButton>
              <UserPlus aria-hidden="true" className="size-4" /> Einladen
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
