import { ExternalLink, UserRound } from "lucide-react";
import type { Route } from "./+types/organizer-form";
import { cityOptions } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getOrganizerEditView } from "~/modules/organizers/admin-organizers.server";
import { saveOrganizer } from "~/modules/organizers/moderate-organizer.server";
import { PLANS } from "~/modules/organizers/plans";
import { organizerAdminFormSchema } from "~/modules/organizers/validation";
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
import { DatePicker } from "~/ui/date-picker";

/** One form for a new organizer profile (`/admin/organizers/create`) and an existing one (`/admin/organizers/:id/edit`). */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(admin, data?.organizer ? { title: `${data.organizer.name} bearbeiten` } : admin.pages.organizerCreate) },
];

const NEW = { organizer: null, currentLogo: null, defaultValue: { isActive: true, isVerified: false, plan: "starter" } } as const;

const PLAN_OPTIONS = Object.values(PLANS).map((p) => ({ value: p.id, label: p.label }));

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return params.id ? getOrganizerEditView(actor, params.id).catch(throwAsResponse) : NEW;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, organizerAdminFormSchema, async (values) => {
    const saved = await saveOrganizer({ actor, id: params.id, values });
    return redirectWithToast(linkTo(admin, "organizerEdit", { id: saved.id }), { type: "success", title: params.id ? "Änderungen gespeichert" : "Veranstalter:in angelegt" });
  });
}

export default function OrganizerForm({ loaderData: d }: Route.ComponentProps) {
  // one component serves both URLs: a new form state per profile (after "anlegen" the edit page shows the saved values)
  const [form, fields] = useZodForm(organizerAdminFormSchema, { id: `organizer-${d.organizer?.id ?? "new"}`, lastResult: useActionResult()?.submission, defaultValue: d.defaultValue });
  const o = d.organizer;
  const until = fields.planValidUntil;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(admin, "organizers"), label: "Alle Veranstalter:innen" }}
        eyebrow="Inhalte verwalten"
        title={o ? o.name : "Neue:r Veranstalter:in"}
        actions={
          o ? (
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
          ) : null
        }
      >
        {o
          ? `Tarif ${o.plan}${o.planValidUntil ? ` bis ${formatDate(o.planValidUntil)}` : ""} · ${o.account ? `geführt von ${o.account.label}` : "kein Konto verknüpft"} · angelegt am ${formatDate(o.createdAt)}.`
          : "Ein öffentliches Veranstalterprofil – die Adresse entsteht aus dem Namen, wenn Sie keine angeben; ein Konto können Sie gleich oder später verknüpfen."}
      </BackOfficeHeader>
      <ZodForm form={form} encType="multipart/form-data">
        <FormSection title="Öffentliches Profil">
          <InputField field={fields.name} label="Name" />
          <InputField field={fields.slug} label="Adresse der Seite" hint="Nur Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen: aus dem Namen." placeholder="kulturwerft" />
          <TextareaField field={fields.description} label="Beschreibung" rows={5} className="md:col-span-2" />
          <SelectInputField field={fields.cityId} label="Stadt" placeholder="Keine Stadt" options={cityOptions()} />
          <ImageUploadField file={fields.logo} alt={fields.logoAlt} kept={fields.logoUrl} current={d.currentLogo} label="Logo" library className="md:col-span-2" />
        </FormSection>
        <FormSection title="Kontakt und Social Media">
          <InputField field={fields.email} label="E-Mail" type="email" />
          <InputField field={fields.phone} label="Telefon" type="tel" />
          <InputField field={fields.website} label="Website" type="url" placeholder="https://" className="md:col-span-2" />
          <InputField field={fields.instagram} label="Instagram" placeholder="@name oder https://instagram.com/name" />
          <InputField field={fields.facebook} label="Facebook" placeholder="https://facebook.com/seite" />
        </FormSection>
        <FormSection title="Konto und Tarif" description="Das verknüpfte Konto führt das Profil im Veranstalterbereich.">
          <InputField field={fields.accountEmail} label="Konto (E-Mail)" type="email" hint="Das Konto muss bereits existieren. Leer lassen: kein Konto verknüpft." className="md:col-span-2" />
          <SelectInputField field={fields.plan} label="Tarif" options={PLAN_OPTIONS} />
          <DatePicker
            key={`${form.id}-${String(until.initialValue ?? "")}`}
            name={until.name}
            label="Gültig bis"
            hint="Nur für Professional: Der Tarif läuft bis einschließlich zu diesem Tag."
            error={until.errors?.[0]}
            defaultValue={typeof until.initialValue === "string" ? until.initialValue : null}
          />
        </FormSection>
        <FormSection title="Sichtbarkeit">
          <CheckboxInputField field={fields.isActive} label="Aktiv" hint="Erscheint auf den Stadtseiten und in der Suche." />
          <CheckboxInputField field={fields.isVerified} label="Verifiziert" hint="Die Identität ist geprüft; die Seite zeigt das Siegel." />
        </FormSection>
        <div>
          <SubmitButton>{o ? "Änderungen speichern" : "Veranstalter:in anlegen"}</SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
