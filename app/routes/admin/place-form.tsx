import { ExternalLink, Users } from "lucide-react";
import { useLocation } from "react-router";
import type { Route } from "./+types/place-form";
import { CITY_IDS, CITY_NAMES, DEFAULT_CITY } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getPlaceEditView } from "~/modules/places/admin-queries.server";
import { PlaceAmenitiesSection, PlaceContactSection, PlaceDescriptionFields, PlaceImagesSection, PlaceOpeningHoursSection, PriceLevelField } from "~/modules/places/components/place-form-sections";
import { PinMap } from "~/modules/places/components/pin-map";
import { AREA_CATEGORIES, areaOf, PLACE_CATEGORY, VENUE_TYPE, type PlaceArea } from "~/modules/places/labels";
import { savePlace } from "~/modules/places/save-place.server";
import { placeFormSchema } from "~/modules/places/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import {
  BackOfficeHeader,
  CheckboxInputField,
  FormSection,
  InputField,
  SelectInputField,
  SubmitButton,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { runFormAction } from "~/ui/back-office/form.server";
import { buttonClass } from "~/ui/button";

/**
 * One form for locations and places (spec §2.4 "places … using the location forms"): new
 * (`/admin/locations/create`, `/admin/places/create`) and existing (`…/:id/edit`).
 */
const areaOfPath = (pathname: string): PlaceArea => (/^\/admin\/places(?:\/|\.data|$)/.test(pathname) ? "places" : "locations");
const LIST = { locations: { list: "locations", label: "Alle Locations", create: "Neue Location", edit: "locationEdit" }, places: { list: "places", label: "Alle Orte", create: "Neuer Ort", edit: "placeEdit" } } as const;

export const meta: Route.MetaFunction = ({ data, location }) => [
  { title: pageTitle(admin, data?.place ? { title: `${data.place.name} bearbeiten` } : { title: LIST[areaOfPath(location.pathname)].create }) },
];

const newPlace = (area: PlaceArea) =>
  ({
    place: null,
    currentImage: null,
    currentFeaturedImage: null,
    otherAmenities: [] as string[],
    defaultValue: { category: area === "places" ? "cafe" : "venue", venueType: "indoor", cityId: DEFAULT_CITY, isActive: true, isVerified: false, amenities: [] as string[] },
  }) as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return params.id ? getPlaceEditView(actor, params.id).catch(throwAsResponse) : newPlace(areaOfPath(pageUrl(request).pathname));
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, placeFormSchema, async (values) => {
    const saved = await savePlace({ actor, id: params.id, values });
    return redirectWithToast(linkTo(admin, LIST[areaOf(saved.category)].edit, { id: saved.id }), { type: "success", title: params.id ? "Änderungen gespeichert" : "Ort angelegt" });
  });
}

export default function PlaceForm({ loaderData: d }: Route.ComponentProps) {
  const pathArea = areaOfPath(useLocation().pathname);
  const area = d.place?.area ?? pathArea;
  const [form, fields] = useZodForm(placeFormSchema, { id: `place-${d.place?.id ?? "new"}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const p = d.place;
  const lat = Number.parseFloat(String(fields.latitude.initialValue ?? ""));
  const lng = Number.parseFloat(String(fields.longitude.initialValue ?? ""));
  const others = PLACE_CATEGORY.values.filter((c) => !AREA_CATEGORIES[area].includes(c));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(admin, LIST[area].list), label: LIST[area].label }}
        eyebrow="Inhalte verwalten"
        title={p ? p.name : LIST[area].create}
        actions={
          p ? (
            <>
              <a href={p.managersHref} className={buttonClass("outline")}>
                <Users aria-hidden="true" className="size-4" /> Manager:innen
              </a>
              {p.publicHref ? (
                <a href={p.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
                  <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
                </a>
              ) : null}
            </>
          ) : null
        }
      >
        {p ? `Angelegt am ${formatDate(p.createdAt)}.` : "Adresse, Kontakt, Ausstattung und Öffnungszeiten – die Koordinaten ermitteln wir beim Speichern aus der Adresse."}
      </BackOfficeHeader>
      <ZodForm form={form} encType="multipart/form-data">
        <FormSection title="Ort">
          <InputField field={fields.name} label="Name" />
          <InputField field={fields.slug} label="Adresse der Seite" hint="Nur Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen: aus dem Namen." placeholder="kulturwerft-gollan" />
          <SelectInputField
            field={fields.category}
            label="Kategorie"
            options={[...PLACE_CATEGORY.options(AREA_CATEGORIES[area]), ...PLACE_CATEGORY.options(others)]}
            hint={area === "places" ? "Konzertsäle, Clubs und Theater stehen unter Locations." : "Cafés, Restaurants, Bars und Museen stehen unter Orte."}
          />
          <SelectInputField field={fields.venueType} label="Drinnen oder draußen" options={VENUE_TYPE.options()} />
          <InputField field={fields.capacity} label="Kapazität (Personen)" inputMode="numeric" placeholder="z. B. 800" />
          <PriceLevelField field={fields.priceLevel} />
          <PlaceDescriptionFields fields={fields} />
        </FormSection>
        <PlaceImagesSection fields={fields} currentImage={d.currentImage} currentFeaturedImage={d.currentFeaturedImage} />
        <FormSection title="Adresse und Lage" description="Ändern Sie die Adresse, ermitteln wir die Koordinaten beim Speichern neu – es sei denn, Sie haben die Markierung selbst verschoben.">
          <SelectInputField field={fields.cityId} label="Stadt" options={CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] }))} />
          <InputField field={fields.streetAddress} label="Straße und Hausnummer" autoComplete="street-address" />
          <InputField field={fields.postalCode} label="Postleitzahl" inputMode="numeric" autoComplete="postal-code" />
          <InputField field={fields.city} label="Ort" hint="Leer lassen: der Name der Stadt." autoComplete="address-level2" />
          <PinMap latitude={Number.isFinite(lat) ? lat : null} longitude={Number.isFinite(lng) ? lng : null} latitudeInputId={fields.latitude.id} longitudeInputId={fields.longitude.id} label={`Lage von ${p?.name ?? "dem Ort"} auf der Karte`} />
          <InputField field={fields.latitude} label="Breitengrad" inputMode="decimal" placeholder="z. B. 53.8655" />
          <InputField field={fields.longitude} label="Längengrad" inputMode="decimal" placeholder="z. B. 10.6866" />
        </FormSection>
        <PlaceContactSection fields={fields} />
        <PlaceAmenitiesSection field={fields.amenities} otherAmenities={d.otherAmenities} />
        <PlaceOpeningHoursSection field={fields.openingHours} errors={form.allErrors} />
        <FormSection title="Sichtbarkeit">
          <CheckboxInputField field={fields.isActive} label="Aktiv" hint="Erscheint auf der Stadtseite, in der Suche und auf der Karte." />
          <CheckboxInputField field={fields.isVerified} label="Verifiziert" hint="Angaben geprüft; die Seite zeigt das Siegel." />
        </FormSection>
        <div>
          <SubmitButton>{p ? "Änderungen speichern" : "Ort anlegen"}</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
