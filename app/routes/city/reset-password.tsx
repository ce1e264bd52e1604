import { KeyRound } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { formDataToObject, readForm } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { setNewPassword } from "~/modules/accounts/auth-flows.server";
import type { AuthToast } from "~/modules/accounts/auth-messages";
import { newPasswordSchema } from "~/modules/accounts/validation";
import type { ActionResult } from "~/lib/action-result";
import { city, linkTo, pageTitle } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { Button, ButtonLink } from "~/ui/button";
import { TextField } from "~/ui/form-field";
import { useToast } from "~/ui/toaster";
import { pageUrl } from "~/lib/page-url.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(city, city.pages.resetPassword) },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const token = url.searchParams.get("token") ?? "";
  const error = url.searchParams.get("error");
  return { token, invalid: !token || error === "INVALID_TOKEN" || error === "invalid_token" };
}

/** What the page shows once beside the one action shape: the toast of the auth flow. */
type Answer = ActionResult<{ toast: AuthToast }>;

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = newPasswordSchema.safeParse(formDataToObject(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const msg = issue?.message ?? "Bitte überprüfen Sie Ihre Eingaben.";
    return data<Answer>(
      { ok: false, code: "VALIDATION", message: msg, fields: { [issue?.path.join(".") ?? "password"]: msg }, data: { toast: { type: "error", title: "Fehler", description: msg } } },
      { status: 400 },
    );
  }
  const result = await setNewPassword(request, { token: parsed.data.token, password: parsed.data.password });
  if (!result.ok) return data<Answer>({ ok: false, message: result.toast.description, data: { toast: result.toast } }, { status: 400 });
  return redirectWithToast(`${linkTo(city, "auth", { city: params.city })}?tab=anmelden`, result.toast);
}

export default function ResetPasswordPage({ loaderData, params }: Route.ComponentProps) {
  const actionData = useActionResult<{ toast: AuthToast }>();
  const navigation = useNavigation();
  useToast(actionData?.data?.toast);
  return (
    <main className="container-page py-10 md:py-16">
      <section className="mx-auto max-w-md rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <KeyRound aria-hidden="true" className="size-8 text-primary" />
        <h1 className="mt-3 font-display text-3xl font-bold">Neues Passwort festlegen</h1>
        {loaderData.invalid ? (
          <div className="mt-4 flex flex-col gap-4">
            <p role="alert" className="rounded-2xl border border-danger/30 bg-[#fef3f2] px-4 py-3 text-sm text-danger">
              Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.
            </p>
            <ButtonLink to={`${linkTo(city, "auth", { city: params.city })}?tab=passwort`}>Neuen Link anfordern</ButtonLink>
          </div>
        ) : (
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="token" value={loaderData.token} />
            {actionData?.message && !actionData.ok ? (
              <p role="alert" className="rounded-2xl border border-danger/30 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-danger">
                {actionData.message}
              </p>
            ) : null}
            <TextField label="Neues Passwort" name="password" type="password" autoComplete="new-password" hint="Mindestens 6 Zeichen" required error={actionData?.fields?.password} />
            <TextField label="Passwort wiederholen" name="passwordRepeat" type="password" autoComplete="new-password" required error={actionData?.fields?.passwordRepeat} />
            <Button type="submit" size="lg" disabled={navigation.state !== "idle"}>
              {navigation.state !== "idle" ? "Wird gespeichert …" : "Passwort speichern"}
            </Button>
            <p className="text-center text-sm">
              <Link to={linkTo(city, "auth", { city: params.city })} className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
                Zurück zur Anmeldung
              </Link>
            </p>
          </Form>
        )}
      </section>
    </main>
  );
}
