import { CalendarDays, ExternalLink } from "lucide-react";
import type { Route } from "./+types/artist-form";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { ARTIST_TYPE } from "~/modules/people/labels";
import { getArtistEditView } from "~/modules/people/queries.server";
import { saveArtist } from "~/modules/people/save-artist.server";
import { artistFormSchema, SOCIAL_PLATFORMS, type SocialPlatform } from "~/modules/people/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import {
  BackOfficeHeader,
  CheckboxInputField,
  FormSection,
  ImageUploadField,
  InputField,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { runFormAction } from "~/ui/back-office/form.server";
import { buttonClass } from "~/ui/button";

/** One form for a new artist (`/admin/artists/create`) and an existing one (`/admin/artists/:id/edit`). */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(admin, data?.artist ? { title: `${data.artist.name} bearbeiten` } : admin.pages.artistCreate) },
];

const NEW = { artist: null, currentImage: null, defaultValue: { type: "musician", isActive: true, availableForBooking: false } } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return params.id ? getArtistEditView(actor, params.id).catch(throwAsResponse) : NEW;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, artistFormSchema, async (values) => {
    const saved = params.id ? await saveArtist({ actor, id: params.id, values }) : await saveArtist({ actor, values });
    return redirectWithToast(linkTo(admin, "artistEdit", { id: saved.id }), { type: "success", title: params.id ? "Änderungen gespeichert" : "Artist angelegt" });
  });
}

export default function ArtistForm({ loaderData: d }: Route.ComponentProps) {
  // one component serves both URLs: a new form state per artist (after "anlegen" the edit page shows the saved values)
  const [form, fields] = useZodForm(artistFormSchema, { id: `artist-${d.artist?.id ?? "new"}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const social = fields.socialMedia.getFieldset();
  const a = d.artist;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(admin, "artists"), label: "Alle Artists" }}
        eyebrow="Inhalte verwalten"
        title={a ? a.name : "Neue:r Artist"}
        actions={
          a ? (
            <>
              <a href={a.eventsHref} className={buttonClass("outline")}>
                <CalendarDays aria-hidden="true" className="size-4" /> Events
              </a>
              {a.publicHref ? (
                <a href={a.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
                  <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
                </a>
              ) : null}
            </>
          ) : null
        }
      >
        {a ? `Angelegt am ${formatDate(a.createdAt)}.` : "Profil, Kontakt, Social Media und Booking – die Adresse der Artist-Seite entsteht aus dem Namen."}
      </BackOfficeHeader>
      <ZodForm form={form} encType="multipart/form-data">
        <FormSection title="Profil">
          <InputField field={fields.name} label="Name" />
          <SelectInputField field={fields.type} label="Art" options={ARTIST_TYPE.options()} />
          <InputField field={fields.genre} label="Genre" placeholder="z. B. Indie-Pop, Jazz, Techno" />
          <InputField field={fields.slug} label="Adresse der Seite" hint="Nur Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen: aus dem Namen." placeholder="lotte-brandt" />
          <TextareaField field={fields.bio} label="Biografie" rows={6} className="md:col-span-2" />
          <InputField field={fields.location} label="Herkunft" placeholder="z. B. Lübeck" />
          <SelectInputField field={fields.cityId} label="Stadt" placeholder="Keine Stadt" options={CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] }))} />
          <ImageUploadField file={fields.image} alt={fields.imageAlt} kept={fields.imageUrl} current={d.currentImage} label="Foto" className="md:col-span-2" />
        </FormSection>
        <FormSection title="Kontakt und Social Media" description="Handles (@name) oder Links auf die Seite der Plattform.">
          <InputField field={fields.email} label="E-Mail" type="email" />
          <InputField field={fields.phone} label="Telefon" type="tel" />
          <InputField field={fields.website} label="Website" type="url" placeholder="https://" className="md:col-span-2" />
          {(Object.keys(SOCIAL_PLATFORMS) as SocialPlatform[]).map((p) => (
            <InputField key={p} field={social[p]} label={SOCIAL_PLATFORMS[p].label} placeholder={SOCIAL_PLATFORMS[p].hint} />
          ))}
        </FormSection>
        <FormSection title="Booking" description="Für Veranstalter:innen, die den Artist buchen möchten.">
          <CheckboxInputField field={fields.availableForBooking} label="Für Buchungen verfügbar" className="md:col-span-2" />
          <InputField field={fields.bookingPriceRange} label="Preisspanne" placeholder="z. B. 800–1.500 €" />
          <InputField field={fields.bookingContactEmail} label="Booking-E-Mail" type="email" />
          <TextareaField field={fields.bookingRequirements} label="Technik und Anforderungen" rows={4} className="md:col-span-2" />
        </FormSection>
        <FormSection title="Sichtbarkeit">
          <CheckboxInputField field={fields.isActive} label="Aktiv" hint="Erscheint auf den Stadtseiten, in der Suche und bei Events." />
          <CheckboxInputField field={fields.isVerified} label="Verifiziert" hint="Die Identität ist geprüft; die Seite zeigt das Siegel." />
          <CheckboxInputField field={fields.isFeatured} label="Hervorgehoben" hint="Steht in Listen oben." />
        </FormSection>
        <div>
          <SubmitButton>{a ? "Änderungen speichern" : "Artist anlegen"}</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
