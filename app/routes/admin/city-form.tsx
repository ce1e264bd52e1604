import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/city-form";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getCityEditView } from "~/modules/content/city-admin.server";
import { CityThemePreview } from "~/modules/cities/components/city-theme-preview";
import { saveCity } from "~/modules/content/save-city.server";
import { DEFAULT_THEME } from "~/modules/cities/theme-config";
import { cityFormSchema, MAX_LANDMARKS, MAX_NEIGHBORHOODS } from "~/modules/cities/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import {
  BackOfficeHeader,
  CheckboxInputField,
  FormSection,
  InputField,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { runFormAction } from "~/ui/back-office/form.server";
import { MediaUrlPicker } from "~/ui/back-office/media-picker";
import { buttonClass } from "~/ui/button";

/** One form for a new city (`/admin/cities/create`) and an existing one (`/admin/cities/:id/edit`). */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(admin, data?.city ? { title: `${data.city.name} bearbeiten` } : admin.pages.cityCreate) },
];

const NEW = {
  city: null,
  defaultValue: {
    active: false,
    featured: false,
    theme: DEFAULT_THEME.theme,
    primary_color: DEFAULT_THEME.primary_color,
    secondary_color: DEFAULT_THEME.secondary_color,
    accent_color: DEFAULT_THEME.accent_color,
  },
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return params.id ? getCityEditView(actor, params.id).catch(throwAsResponse) : NEW;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, cityFormSchema, async (values) => {
    const saved = await saveCity({ actor, values, id: params.id });
    return redirectWithToast(linkTo(admin, "cityEdit", { id: saved.id }), { type: "success", title: params.id ? "Änderungen gespeichert" : "Stadt angelegt" });
  });
}

const THEMES = [
  { value: "light", label: "Hell" },
  { value: "dark", label: "Dunkel" },
];

export default function CityForm({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(cityFormSchema, { id: `city-${d.city?.id ?? "new"}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const c = d.city;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const draft = {
    name: text(fields.name.value),
    slug: c?.slug ?? text(fields.slug.value),
    tagline: text(fields.tagline.value),
    description: text(fields.description.value),
    heroImageUrl: text(fields.heroImageUrl.value),
    landmarks: text(fields.landmarks.value),
    neighborhoods: text(fields.neighborhoods.value),
    primary_color: text(fields.primary_color.value),
    secondary_color: text(fields.secondary_color.value),
    accent_color: text(fields.accent_color.value),
  };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(admin, "cities"), label: "Alle Städte" }}
        eyebrow="Plattform"
        title={c ? c.name : "Neue Stadt"}
        actions={
          c ? (
            <a href={c.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
              <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
            </a>
          ) : null
        }
      >
        {c ? `Erreichbar unter /${c.slug} · angelegt am ${formatDate(c.createdAt)}.` : "Eine aktive Stadt erscheint sofort in der Standortauswahl und unter ihrer Adresse."}
      </BackOfficeHeader>
      <ZodForm form={form}>
        <FormSection title="Stadt">
          <InputField field={fields.name} label="Name" placeholder="z. B. Rostock" />
          {c ? (
            <InputField field={fields.slug} label="Adresse" readOnly hint="Die Adresse bleibt nach dem Anlegen fest, damit Links und Events ihr Ziel behalten." />
          ) : (
            <InputField field={fields.slug} label="Adresse" placeholder="rostock" hint="Nur Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen: aus dem Namen." />
          )}
          <InputField field={fields.tagline} label="Leitsatz" placeholder="z. B. Was heute an der Warnow los ist" className="md:col-span-2" />
          <TextareaField field={fields.description} label="Beschreibung" rows={3} className="md:col-span-2" />
          <div className="flex flex-col gap-2">
            <InputField field={fields.logoUrl} label="Logo" placeholder="https://… oder /media/…" hint="Neue Bilder laden Sie unter „Medien“ hoch." />
            <MediaUrlPicker inputId={fields.logoUrl.id} />
          </div>
          <div className="flex flex-col gap-2">
            <InputField field={fields.heroImageUrl} label="Titelbild" placeholder="https://… oder /media/…" />
            <MediaUrlPicker inputId={fields.heroImageUrl.id} />
          </div>
        </FormSection>
        <FormSection title="Wahrzeichen und Stadtteile" description="Der Kopfbereich zeigt die ersten 5 Wahrzeichen und 6 Stadtteile, die Fußzeile die ersten 4 Wahrzeichen.">
          <TextareaField
            field={fields.landmarks}
            label="Wahrzeichen"
            rows={6}
            hint={`Eines pro Zeile, „Name – Beschreibung“ (höchstens ${MAX_LANDMARKS}).`}
            placeholder={"Rathaus – Backsteingotik am Neuen Markt\nWarnemünder Leuchtturm – seit 1898"}
          />
          <TextareaField field={fields.neighborhoods} label="Stadtteile" rows={6} hint={`Einer pro Zeile (höchstens ${MAX_NEIGHBORHOODS}).`} placeholder={"Kröpeliner-Tor-Vorstadt\nWarnemünde"} />
        </FormSection>
        <FormSection title="Lage" description="Mittelpunkt für Karten und die Umkreissuche.">
          <InputField field={fields.latitude} label="Breitengrad" inputMode="decimal" placeholder="54.0887" />
          <InputField field={fields.longitude} label="Längengrad" inputMode="decimal" placeholder="12.1405" />
          <InputField field={fields.postalCode} label="Postleitzahl" inputMode="numeric" placeholder="18055" />
        </FormSection>
        <FormSection title="Farben" description="Hex-Werte wie #b53c7a. Farben, deren Schrift nicht lesbar wäre (Kontrast unter 4,5:1 nach WCAG AA), werden nicht gespeichert.">
          <InputField field={fields.primary_color} label="Primärfarbe" hint="Logo, Links und Schaltflächen mit weißer Schrift." placeholder="#b53c7a" />
          <InputField field={fields.secondary_color} label="Sekundärfarbe" hint="Flächen und Kennzeichen mit weißer Schrift." placeholder="#554c9a" />
          <InputField field={fields.accent_color} label="Akzentfarbe" hint="Hervorhebungen mit dunkler Schrift." placeholder="#10b981" />
          <SelectInputField field={fields.theme} label="Thema" options={THEMES} />
          <div className="md:col-span-2">
            <h3 className="mb-2 text-sm font-semibold">Vorschau</h3>
            <CityThemePreview draft={draft} />
          </div>
        </FormSection>
        <FormSection title="Sichtbarkeit">
          <CheckboxInputField field={fields.active} label="Aktiv" hint="In der Standortauswahl und unter ihrer Adresse erreichbar." />
          <CheckboxInputField field={fields.featured} label="Hervorgehoben" hint="Steht in der Standortauswahl vorn." />
        </FormSection>
        <div>
          <SubmitButton>{c ? "Änderungen speichern" : "Stadt anlegen"}</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
