import { ExternalLink, UserRound } from "lucide-react";
import type { Route } from "./+types/organizer-form";
import { cityOptions } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getOrganizerEditView } from "~/modules/organizers/admin-organizers.server";
import { saveOrganizerProfile } from "~/modules/organizers/moderate-organizer.server";
import { organizerAdminFormSchema } from "~/modules/organizers/validation";
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
import { buttonClass } from "~/ui/button";

/** The admin's form for one organizer profile (`/admin/organizers/:id/edit`). */
export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(admin, data ? { title: `${data.organizer.name} bearbeiten` } : admin.pages.organizerEdit) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getOrganizerEditView(actor, params.id).catch(throwAsResponse);
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, organizerAdminFormSchema, async (values) => {
    await saveOrganizerProfile({ actor, id: params.id, values });
    return redirectWithToast(linkTo(admin, "organizerEdit", { id: params.id }), { type: "success", title: "Änderungen gespeichert" });
  });
}

export default function OrganizerForm({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(organizerAdminFormSchema, { id: `organizer-${d.organizer.id}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const o = d.organizer;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(admin, "organizers"), label: "Alle Veranstalter:innen" }}
        eyebrow="Inhalte verwalten"
        title={o.name}
        actions={
          <>
            {o.account ? (
              <a href={o.account.href} className={buttonClass("outline")}>
                <UserRound aria-hidden="true" className="size-4" /> Konto
              </a>
            ) : null}
            {o.publicHref ? (
              <a href={o.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
                <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
              </a>
            ) : null}
          </>
        }
      >
        {`Tarif ${o.plan}${o.planValidUntil ? ` bis ${formatDate(o.planValidUntil)}` : ""} · ${o.account ? `geführt von ${o.account.label}` : "kein Konto verknüpft"} · angelegt am ${formatDate(o.createdAt)}.`}
      </BackOfficeHeader>
      <ZodForm form={form}>
        <FormSection title="Öffentliches Profil">
          <InputField field={fields.name} label="Name" />
          <InputField field={fields.slug} label="Adresse der Seite" hint="Nur Kleinbuchstaben, Ziffern und Bindestriche." />
          <TextareaField field={fields.description} label="Beschreibung" rows={5} className="md:col-span-2" />
          <SelectInputField field={fields.cityId} label="Stadt" placeholder="Keine Stadt" options={cityOptions()} />
        </FormSection>
        <FormSection title="Kontakt">
          <InputField field={fields.email} label="E-Mail" type="email" />
          <InputField field={fields.phone} label="Telefon" type="tel" />
          <InputField field={fields.website} label="Website" type="url" placeholder="https://" className="md:col-span-2" />
          <InputField field={fields.instagram} label="Instagram" placeholder="@name oder https://instagram.com/name" />
          <InputField field={fields.facebook} label="Facebook" placeholder="https://facebook.com/seite" />
        </FormSection>
        <FormSection title="Sichtbarkeit">
          <CheckboxInputField field={fields.isActive} label="Aktiv" hint="Erscheint auf den Stadtseiten und in der Suche." />
          <CheckboxInputField field={fields.isVerified} label="Verifiziert" hint="Die Identität ist geprüft; die Seite zeigt das Siegel." />
        </FormSection>
        <div>
          <SubmitButton>Änderungen speichern</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
