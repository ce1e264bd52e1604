import { MailPlus } from "lucide-react";
import type { Route } from "./+types/user-create";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { inviteUser } from "~/modules/profile/invite-user.server";
import { ROLE } from "~/modules/profile/labels";
import { inviteUserSchema } from "~/modules/profile/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, FormSection, InputField, SelectInputField, SubmitButton, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { runFormAction } from "~/ui/back-office/form.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.userCreate) }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

/** Creates the account and e-mails the invitation (a link to set the password, 7 days). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runFormAction(request, inviteUserSchema, async (values) => {
    const { id } = await inviteUser({ actor: { ...actor, name: actor.displayName }, values });
    return redirectWithToast(linkTo(admin, "userEdit", { id }), {
      type: "success",
      title: "Konto angelegt",
      description: `Die Einladung an ${values.email} ist unterwegs.`,
    });
  });
}

export default function UserCreate() {
  const [form, fields] = useZodForm(inviteUserSchema, { id: "user-invite", lastResult: useActionResult()?.submission, defaultValue: { role: "user" } });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <BackOfficeHeader back={{ to: linkTo(admin, "users"), label: "Alle Benutzer:innen" }} eyebrow="User-Verwaltung" title="Neue:r Benutzer:in">
        Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort selbst vergibt (7 Tage gültig). Ein Passwort legen Sie hier nie fest.
      </BackOfficeHeader>
      <ZodForm form={form}>
        <FormSection title="Person">
          <InputField field={fields.firstName} label="Vorname" autoComplete="off" />
          <InputField field={fields.lastName} label="Nachname" autoComplete="off" />
          <InputField field={fields.email} type="email" label="E-Mail-Adresse" autoComplete="off" className="md:col-span-2" />
          <SelectInputField field={fields.role} label="Rolle" options={ROLE.options()} className="md:col-span-2" />
        </FormSection>
        <div>
          <SubmitButton pendingLabel="Wird angelegt…">
            <MailPlus aria-hidden="true" className="size-4" /> Konto anlegen und einladen
          </SubmitButton>
        </div>
      </ZodForm>
    </div>
  );
}
