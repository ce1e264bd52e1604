import type { Route } from "./+types/business-form";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getBusinessEditView, saveBusinessProfile } from "~/modules/places/admin-businesses.server";
import { businessFormSchema } from "~/modules/places/business-registration";
import { admin, linkTo, pageTitle } from "~/registry";
import { PlaceSearchField } from "~/modules/places/components/place-search-field";
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

/** One form for a new business profile (`/admin/businesses/create`) and an existing one (`/admin/businesses/:id/edit`). */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(admin, data?.business ? { title: `${data.business.name} bearbeiten` } : admin.pages.businessCreate) },
];

const NEW = { business: null, currentPlace: null, currentLogo: null, defaultValue: { isActive: true, isVerified: false } } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return params.id ? getBusinessEditView(actor, params.id).catch(throwAsResponse) : NEW;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, businessFormSchema, async (values) => {
    const saved = await saveBusinessProfile({ actor, id: params.id, values });
    return redirectWithToast(linkTo(admin, "businessEdit", { id: saved.id }), { type: "success", title: params.id ? "Änderungen gespeichert" : "Business angelegt" });
  });
}

export default function BusinessForm({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(businessFormSchema, { id: `business-${d.business?.id ?? "new"}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const b = d.business;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader back={{ to: linkTo(admin, "businesses"), label: "Alle Businesses" }} eyebrow="Inhalte verwalten" title={b ? b.name : "Neues Business"}>
        {b ? `Angelegt am ${formatDate(b.createdAt)}.` : "Ein Business-Profil mit Ort und Inhaber:in – die Adresse entsteht aus dem Namen, wenn Sie keine angeben."}
      </BackOfficeHeader>
      <ZodForm form={form} encType="multipart/form-data">
        <FormSection title="Profil">
          <InputField field={fields.name} label="Name" />
          <InputField field={fields.slug} label="Adresse (Slug)" hint="Kleinbuchstaben, Ziffern und Bindestriche; leer lassen für automatisch." />
          <TextareaField field={fields.description} label="Beschreibung" className="md:col-span-2" />
          <InputField field={fields.category} label="Kategorie" hint="z. B. Restaurant, Café, Club" />
          <ImageUploadField file={fields.logo} alt={fields.logoAlt} kept={fields.logoUrl} current={d.currentLogo} label="Logo" library className="md:col-span-2" />
        </FormSection>
        <FormSection title="Kontakt und Stadt">
          <SelectInputField field={fields.cityId} label="Stadt" placeholder="Keine Stadt" options={CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] }))} />
          <InputField field={fields.phone} label="Telefon" type="tel" />
          <InputField field={fields.email} label="E-Mail" type="email" />
          <InputField field={fields.website} label="Website" type="url" hint="Mit https://" />
        </FormSection>
        <FormSection title="Ort und Inhaber:in">
          <PlaceSearchField field={fields.placeSlug} label="Verknüpfter Ort" current={d.currentPlace} />
          <InputField field={fields.ownerEmail} label="Inhaber:in (E-Mail des Kontos)" type="email" hint="Das Konto muss bereits existieren." />
        </FormSection>
        <FormSection title="Sichtbarkeit">
          <CheckboxInputField field={fields.isActive} label="Aktiv" hint="Das Business erscheint auf den Stadtseiten." />
          <CheckboxInputField field={fields.isVerified} label="Verifiziert" hint="Die Angaben sind geprüft." />
        </FormSection>
        <div className="flex gap-3">
          <SubmitButton>{b ? "Änderungen speichern" : "Business anlegen"}</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
