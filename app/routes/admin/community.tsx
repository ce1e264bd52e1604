import { ExternalLink, RotateCcw } from "lucide-react";
import type { Route } from "./+types/community";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { DEFAULT_CITY } from "~/lib/cities";
import { formatDateTime } from "~/lib/format";
import { readForm, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { COMMUNITY_LINK, communityPageSchema } from "~/modules/content/community-page";
import { getCommunityEditView, resetCommunityPage, saveCommunityPage } from "~/modules/content/community-page.server";
import { admin, city, linkTo, pageTitle } from "~/registry";
import {
  BackOfficeHeader,
  CheckboxInputField,
  ConfirmSubmitButton,
  FormSection,
  InputField,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.community) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getCommunityEditView(actor).catch(throwAsResponse);
}

/** Saves the texts, or (`intent=reset`) goes back to the built-in ones. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const formData = await readForm(request);
  const back = linkTo(admin, "community");
  if (formData.get("intent") === "reset") {
    await resetCommunityPage({ actor });
    return redirectWithToast(back, { type: "success", title: "Standardtexte wiederhergestellt" });
  }
  return runFormSubmission(formData, communityPageSchema, async (values) => {
    await saveCommunityPage({ actor, values });
    return redirectWithToast(back, { type: "success", title: "Community-Seite gespeichert", description: "Die öffentliche Seite zeigt die neuen Texte." });
  });
}

const CARD_NAMES = ["Erste Karte", "Zweite Karte", "Dritte Karte"];

export default function AdminCommunity({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(communityPageSchema, { id: `community-${d.updatedAt ?? "default"}`, lastResult: useActionResult()?.submission, defaultValue: d.content });
  const ways = fields.ways.getFieldList();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title="Community-Seite"
        actions={
          <a href={linkTo(city, "community", { city: DEFAULT_CITY })} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
            <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
          </a>
        }
      >
        {d.isDefault
          ? "Die Seite zeigt die Standardtexte. Was Sie hier speichern, gilt für alle Städte; {stadt} wird durch den Namen der Stadt ersetzt."
          : `Zuletzt geändert am ${formatDateTime(d.updatedAt!)}${d.updatedBy ? ` von ${d.updatedBy}` : ""}. {stadt} wird durch den Namen der Stadt ersetzt.`}
      </BackOfficeHeader>

      <ZodForm form={form}>
        <FormSection title="Kopf der Seite">
          <InputField field={fields.headline} label="Überschrift" hint="Zum Beispiel „Gemeinsam machen wir {stadt} lebendig“." className="md:col-span-2" />
          <TextareaField field={fields.intro} label="Einleitung" rows={3} className="md:col-span-2" />
        </FormSection>
        <FormSection title="Mitmachen" description="Drei Karten mit je einem Link zu einem Angebot von Stadtpuls.">
          <InputField field={fields.joinTitle} label="Überschrift des Abschnitts" className="md:col-span-2" />
          {ways.map((way, i) => {
            const w = way.getFieldset();
            return (
              <div key={way.key} className="grid gap-4 rounded-xl border border-line p-4 md:col-span-2 md:grid-cols-2">
                <h3 className="font-semibold md:col-span-2">{CARD_NAMES[i]}</h3>
                <InputField field={w.title} label="Titel" />
                <SelectInputField field={w.link} label="Link führt zu" options={COMMUNITY_LINK.options()} />
                <TextareaField field={w.text} label="Text" rows={3} className="md:col-span-2" />
                <InputField field={w.cta} label="Beschriftung des Links" />
              </div>
            );
          })}
        </FormSection>
        <FormSection title="Weitere Abschnitte" description="Die Listen füllen sich aus den Daten der jeweiligen Stadt; ein leerer Abschnitt wird nicht gezeigt.">
          <CheckboxInputField field={fields.showOrganizers} label="Aktive Veranstalter:innen zeigen" className="md:col-span-2" />
          <InputField field={fields.organizersTitle} label="Überschrift Veranstalter:innen" className="md:col-span-2" />
          <CheckboxInputField field={fields.showArtists} label="Artists zeigen" className="md:col-span-2" />
          <InputField field={fields.artistsTitle} label="Überschrift Artists" className="md:col-span-2" />
          <CheckboxInputField field={fields.showStories} label="Blog-Geschichten zeigen" className="md:col-span-2" />
          <InputField field={fields.storiesTitle} label="Überschrift Geschichten" className="md:col-span-2" />
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>Speichern</SubmitButton>
        </div>
      </ZodForm>

      {d.isDefault ? null : (
        <form method="post" className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-4 text-sm">
          <p className="flex-1 text-muted">Die gespeicherten Texte verwerfen und wieder die Standardtexte zeigen.</p>
          <ConfirmSubmitButton name="intent" value="reset" title="Standardtexte wiederherstellen?" body="Ihre Texte gehen verloren; die Seite zeigt wieder die eingebauten Standardtexte." confirmLabel="Zurücksetzen">
            <RotateCcw aria-hidden="true" className="size-4" /> Auf Standard zurücksetzen
          </ConfirmSubmitButton>
        </form>
      )}
    </div>
  );
}
