import type { FieldMetadata } from "@conform-to/react";
import { OpeningHoursEditor } from "~/modules/places/components/opening-hours-editor";
import { AMENITY } from "~/modules/places/labels";
import { FieldShell, FormSection, ImageUploadField, InputField, SelectInputField, TextareaField } from "~/ui/back-office";

/**
 * The pieces of the place form that the admin's form (`routes/admin/place-form.tsx`) and the business
 * owner's (`routes/business-owner/edit.tsx`) share: descriptions, images, contact, price level,
 * amenities, opening hours. Each takes the conform fields of the same names (placeFormSchema,
 * ownerPlaceFormSchema).
 */
type F = FieldMetadata<unknown>;
type Image = { url: string; alt: string } | null;

export const PRICE_LEVEL_OPTIONS = [1, 2, 3, 4].map((n) => ({ value: String(n), label: `${"€".repeat(n)} – ${["günstig", "mittel", "gehoben", "exklusiv"][n - 1]}` }));

export function PriceLevelField({ field }: { field: F }) {
  return <SelectInputField field={field} label="Preisniveau" placeholder="Keine Angabe" options={PRICE_LEVEL_OPTIONS} />;
}

export function PlaceDescriptionFields({ fields }: { fields: { shortDescription: F; description: F } }) {
  return (
    <>
      <InputField field={fields.shortDescription} label="Kurzbeschreibung" hint="Ein Satz für Karten und Listen." className="md:col-span-2" />
      <TextareaField field={fields.description} label="Beschreibung" rows={6} className="md:col-span-2" />
    </>
  );
}

export function PlaceImagesSection({ fields, currentImage, currentFeaturedImage }: { fields: { image: F; imageAlt: F; imageUrl: F; featuredImage: F; featuredImageAlt: F; featuredImageUrl: F }; currentImage: Image; currentFeaturedImage: Image }) {
  return (
    <FormSection title="Bilder" description="Das Kartenbild erscheint in Listen, das Titelbild groß auf der Seite des Orts.">
      <ImageUploadField file={fields.image} alt={fields.imageAlt} kept={fields.imageUrl} current={currentImage} label="Kartenbild" className="md:col-span-2" />
      <ImageUploadField file={fields.featuredImage} alt={fields.featuredImageAlt} kept={fields.featuredImageUrl} current={currentFeaturedImage} label="Titelbild" className="md:col-span-2" />
    </FormSection>
  );
}

export function PlaceContactSection({ fields }: { fields: { phone: F; email: F; website: F } }) {
  return (
    <FormSection title="Kontakt">
      <InputField field={fields.phone} label="Telefon" type="tel" />
      <InputField field={fields.email} label="E-Mail" type="email" />
      <InputField field={fields.website} label="Website" type="url" placeholder="https://" className="md:col-span-2" />
    </FormSection>
  );
}

export function PlaceAmenitiesSection({ field, otherAmenities }: { field: F; otherAmenities: string[] }) {
  const checked = new Set(([] as string[]).concat((field.initialValue as string[] | string | undefined) ?? []));
  return (
    <FormSection title="Ausstattung">
      <FieldShell
        label="Was der Ort bietet"
        field={field}
        className="md:col-span-2"
        hint={otherAmenities.length ? `Bisher außerdem eingetragen: ${otherAmenities.join(", ")}. Diese Angaben stehen nicht in der festen Liste und entfallen beim Speichern.` : undefined}
      >
        <div id={field.id} className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITY.options().map((o) => (
            <label key={`${field.key}-${o.value}`} className="flex min-h-11 items-center gap-3 text-sm text-ink">
              <input type="checkbox" name={field.name} value={o.value} defaultChecked={checked.has(o.value)} className="size-5 shrink-0 accent-[var(--color-primary)]" />
              {o.label}
            </label>
          ))}
        </div>
      </FieldShell>
    </FormSection>
  );
}

export function PlaceOpeningHoursSection({ field, errors }: { field: F; errors: Record<string, string[] | undefined> }) {
  return (
    <FormSection title="Öffnungszeiten" description="Die Seite des Orts zeigt daraus „Jetzt geöffnet“ oder wann er wieder öffnet.">
      <OpeningHoursEditor field={field} errors={errors} />
    </FormSection>
  );
}
