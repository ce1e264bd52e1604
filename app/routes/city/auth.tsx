import { KeyRound, LogIn, Sparkles, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/cn";
import { formDataToObject } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  requestPasswordResetMail,
  safeRedirect,
  signInWithPassword,
  signUpWithPassword,
} from "~/modules/accounts/auth-flows.server";
import type { AuthToast } from "~/modules/accounts/auth-messages";
import { getViewer } from "~/modules/accounts/session.server";
import { resetRequestSchema, signInSchema, signUpSchema } from "~/modules/accounts/validation";
import { city as cityArea, linkTo, pageTitle } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { defineIntents } from "~/ui/back-office/intents";
import { runIntents } from "~/ui/back-office/intents.server";
import { Button } from "~/ui/button";
import { CheckboxField, TextField } from "~/ui/form-field";
import { useToast } from "~/ui/toaster";
import { pageUrl } from "~/lib/page-url.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.auth) },
  { name: "robots", content: "noindex" },
];

type Tab = "anmelden" | "registrieren" | "passwort";
const TABS: Array<{ id: Tab; label: string; icon: typeof LogIn }> = [
  { id: "anmelden", label: "Anmelden", icon: LogIn },
  { id: "registrieren", label: "Registrieren", icon: UserPlus },
  { id: "passwort", label: "Passwort", icon: KeyRound },
];

/** The organizer request page, greeting who came from signing up as an organizer. */
const organizerRequestUrl = (city: string) => `${linkTo(cityArea, "requests", { city })}?from=auth&intent=organizer`;

/** Where a signed-in user goes: /requests with organizer intent, else redirectTo or the city home. */
function targetAfterAuth(city: string, url: URL): string {
  if (url.searchParams.get("intent") === "organizer") return organizerRequestUrl(city);
  return safeRedirect(url.searchParams.get("redirectTo"), linkTo(cityArea, "home", { city }));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const viewer = await getViewer(request);
  if (viewer) {
    const target = targetAfterAuth(params.city, url);
    if (url.searchParams.get("verified") === "1" && !url.searchParams.get("error")) {
      throw await redirectWithToast(target, {
        type: "success",
        title: "E-Mail bestätigt",
        description: "Willkommen bei Stadtpuls! Sie sind jetzt angemeldet.",
      });
    }
    throw redirect(target);
  }
  const error = url.searchParams.get("error");
  return {
    verifiedNotice: url.searchParams.get("verified") === "1" && !error,
    linkError:
      error === "INVALID_TOKEN" || error === "TOKEN_EXPIRED" || error === "invalid_token"
        ? "Der Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an – wir senden Ihnen einen neuen Link."
        : null,
  };
}

/** The tabs' forms, one intent each (a form posts `intent`; the page's `?intent=organizer` is another thing). */
const intents = defineIntents({
  signin: { label: "Anmelden", scope: "form" },
  signup: { label: "Konto erstellen", scope: "form" },
  reset: { label: "Link anfordern", scope: "form" },
});
const TAB_OF: Record<string, Tab> = { signin: "anmelden", signup: "registrieren", reset: "passwort" };

/** What the page shows beside the one action shape: the auth flow's toast, the entered values (never the password) and a finished step. */
type AuthData = { toast?: AuthToast; values?: Record<string, string>; done?: "signup" | "reset"; email?: string };
type Answer = ActionResult<AuthData>;

export async function action({ request, params }: Route.ActionArgs) {
  const url = pageUrl(request);
  const city = params.city;
  return runIntents(request, intents, {
    signin: async ({ form }) => {
      const raw = formDataToObject(form);
      const values = keep(raw, ["email"]);
      const parsed = signInSchema.safeParse(raw);
      if (!parsed.success) {
        const msg = parsed.error.issues[0]?.message ?? "Bitte überprüfen Sie Ihre Eingaben.";
        return data<Answer>({ ok: false, code: "VALIDATION", message: msg, data: { values, toast: { type: "error", title: "Anmeldung fehlgeschlagen", description: msg } } }, { status: 400 });
      }
      const target = targetAfterAuth(city, url);
      const result = await signInWithPassword(request, { ...parsed.data, callbackURL: target });
      if (!result.ok) {
        return data<Answer>(
          { ok: false, code: result.code, message: result.toast.description, data: { values, toast: result.toast } },
          { status: result.code === "RATE_LIMITED" ? 429 : 400 },
        );
      }
      const headers = new Headers();
      for (const c of result.cookies) headers.append("Set-Cookie", c);
      return redirectWithToast(target, result.toast, { headers });
    },

    signup: async ({ form }) => {
      const raw = formDataToObject(form);
      const values = keep(raw, ["email", "firstName", "lastName"]);
      const organizerIntent = url.searchParams.get("intent") === "organizer" || form.get("organizer") === "on";
      const parsed = signUpSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const msg = issue?.message ?? "Bitte überprüfen Sie Ihre Eingaben.";
        const field = issue?.path.join(".") ?? "_form";
        return data<Answer>(
          {
            ok: false,
            code: "VALIDATION",
            message: msg,
            fields: field === "_form" ? {} : { [field]: msg },
            data: { values, toast: { type: "error", title: "Registrierung fehlgeschlagen", description: msg } },
          },
          { status: 400 },
        );
      }
      const next = parsed.data.organizer || organizerIntent ? organizerRequestUrl(city) : safeRedirect(url.searchParams.get("redirectTo"), linkTo(cityArea, "home", { city }));
      const callbackURL = `${linkTo(cityArea, "auth", { city })}?verified=1&redirectTo=${encodeURIComponent(next)}`;
      const result = await signUpWithPassword(request, { ...parsed.data, callbackURL });
      if (!result.ok) {
        return data<Answer>({ ok: false, code: result.code, message: result.toast.title, data: { values, toast: result.toast } }, { status: 400 });
      }
      if (result.code === "SIGNED_IN" && result.cookies.length > 0) {
        const headers = new Headers();
        for (const c of result.cookies) headers.append("Set-Cookie", c);
        return redirectWithToast(organizerIntent ? organizerRequestUrl(city) : next, result.toast, { headers });
      }
      return data<Answer>({ ok: true, data: { done: "signup", email: parsed.data.email, toast: result.toast } });
    },

    reset: async ({ form }) => {
      const raw = formDataToObject(form);
      const values = keep(raw, ["email"]);
      const parsed = resetRequestSchema.safeParse(raw);
      if (!parsed.success) {
        const msg = parsed.error.issues[0]?.message ?? "Bitte überprüfen Sie Ihre Eingaben.";
        return data<Answer>({ ok: false, code: "VALIDATION", message: msg, data: { values, toast: { type: "error", title: "Fehler", description: msg } } }, { status: 400 });
      }
      const result = await requestPasswordResetMail(request, { email: parsed.data.email, city });
      if (!result.ok) return data<Answer>({ ok: false, message: result.toast.description, data: { values, toast: result.toast } }, { status: 400 });
      return data<Answer>({ ok: true, data: { done: "reset", email: parsed.data.email, toast: result.toast } });
    },
  });
}

/** The entered values to show again (only the named text fields). */
function keep(raw: Record<string, unknown>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, typeof raw[key] === "string" ? raw[key] : ""]));
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const actionData = useActionResult<AuthData>();
  const navigation = useNavigation();
  useToast(actionData?.data?.toast);
  // the tab of the form that was answered (an answer to no known form belongs to the sign-in tab)
  const answeredTab: Tab | undefined = actionData ? (TAB_OF[actionData.intent ?? ""] ?? "anmelden") : undefined;
  const organizerIntent = params.get("intent") === "organizer";
  const requested = params.get("tab") as Tab | null;
  const initial: Tab = requested && TABS.some((t) => t.id === requested) ? requested : organizerIntent ? "registrieren" : "anmelden";
  // the tab switches instantly on the client; the URL follows without a server round-trip
  const [tab, setTab] = useState<Tab>(initial);
  useEffect(() => {
    if (answeredTab) setTab(answeredTab);
  }, [actionData, answeredTab]);
  const busy = navigation.state !== "idle" ? String(navigation.formData?.get("intent") ?? "") : "";
  const shown = answeredTab === tab ? actionData : undefined;
  const values = shown?.data?.values ?? {};
  const err = shown?.fields ?? {};
  const formError = shown && !shown.ok ? shown.message : undefined;
  const done = shown?.data?.done;

  const selectTab = (t: Tab) => {
    setTab(t);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", t);
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <main className="container-page grid gap-10 py-10 md:py-16 lg:grid-cols-[1fr_28rem] lg:items-start">
      <section className="hidden lg:block">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Stadtpuls-Konto</p>
        <h1 className="mt-3 font-display text-5xl leading-tight font-bold">
          {organizerIntent ? "Ihre Events. Ihr Publikum." : "Alles, was Ihre Stadt bewegt."}
        </h1>
        <ul className="mt-8 flex max-w-md flex-col gap-4 text-lg text-muted">
          <li className="flex gap-3"><Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" /> Merken Sie sich Events, Orte und Artists als Favoriten.</li>
          <li className="flex gap-3"><Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" /> Tickets, Buchungen und Erstattungen an einem Ort.</li>
          <li className="flex gap-3"><Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" /> Benachrichtigungen, sobald sich bei Ihren Events etwas ändert.</li>
        </ul>
      </section>

      <section className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold lg:sr-only">
          {tab === "registrieren" ? "Registrieren" : tab === "passwort" ? "Passwort zurücksetzen" : "Anmelden"}
        </h1>
        {organizerIntent ? (
          <p className="mt-2 rounded-2xl bg-primary-soft px-4 py-3 text-sm text-primary-strong lg:mt-0 lg:mb-4">
            Registrieren Sie sich oder melden Sie sich an – danach stellen Sie Ihre Anfrage, Veranstalter:in zu werden.
          </p>
        ) : null}
        {loaderData.verifiedNotice ? (
          <p role="status" className="mt-3 rounded-2xl bg-[#dcfae6] px-4 py-3 text-sm text-success">
            Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.
          </p>
        ) : null}
        {loaderData.linkError ? (
          <p role="alert" className="mt-3 rounded-2xl border border-danger/30 bg-[#fef3f2] px-4 py-3 text-sm text-danger">
            {loaderData.linkError}
          </p>
        ) : null}
        <div
          role="tablist"
          aria-label="Anmeldeoptionen"
          className="mt-4 grid grid-cols-3 gap-1 rounded-full bg-sand p-1"
          onKeyDown={(e) => {
            if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
            const i = TABS.findIndex((t) => t.id === tab);
            const next = TABS[(i + (e.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length];
            selectTab(next.id);
            document.getElementById(`tab-${next.id}`)?.focus();
          }}
        >
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => selectTab(t.id)}
              className={cn(
                "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold",
                tab === t.id ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
              )}
            >
              <t.icon aria-hidden="true" className="hidden size-4 sm:block" /> {t.label}
            </button>
          ))}
        </div>

        {formError ? (
          <p role="alert" data-testid="auth-error" className="mt-5 rounded-2xl border border-danger/30 bg-[#fef3f2] px-4 py-3 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}

        {tab === "anmelden" ? (
          <div role="tabpanel" id="panel-anmelden" aria-labelledby="tab-anmelden" className="mt-6">
            <Form method="post" noValidate className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="signin" />
              <TextField label="E-Mail" name="email" type="email" autoComplete="email" defaultValue={values.email} required />
              <TextField label="Passwort" name="password" type="password" autoComplete="current-password" required />
              <Button type="submit" size="lg" disabled={busy === "signin"}>
                {busy === "signin" ? "Wird angemeldet …" : intents.signin.label}
              </Button>
              <p className="text-center text-sm text-muted">
                <button type="button" className="min-h-11 font-semibold text-primary-strong underline" onClick={() => selectTab("passwort")}>
                  Passwort vergessen?
                </button>
              </p>
            </Form>
          </div>
        ) : null}

        {tab === "registrieren" ? (
          <div role="tabpanel" id="panel-registrieren" aria-labelledby="tab-registrieren" className="mt-6">
            {done === "signup" ? (
              <div className="rounded-2xl bg-[#dcfae6] p-5 text-success" data-testid="signup-done">
                <p className="font-semibold">E-Mail-Bestätigung erforderlich</p>
                <p className="mt-1 text-sm">
                  Wir haben Ihnen eine E-Mail an <strong>{shown?.data?.email}</strong> gesendet. Klicken Sie auf den Link darin –
                  danach sind Sie automatisch angemeldet.
                </p>
              </div>
            ) : (
              <Form method="post" noValidate className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="signup" />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField label="Vorname" name="firstName" autoComplete="given-name" defaultValue={values.firstName} required error={err.firstName} />
                  <TextField label="Nachname" name="lastName" autoComplete="family-name" defaultValue={values.lastName} required />
                </div>
                <TextField label="E-Mail" name="email" type="email" autoComplete="email" defaultValue={values.email} required />
                <TextField label="Passwort" name="password" type="password" autoComplete="new-password" hint="Mindestens 6 Zeichen" required error={err.password} />
                <TextField label="Passwort wiederholen" name="passwordRepeat" type="password" autoComplete="new-password" required error={err.passwordRepeat} />
                <CheckboxField name="organizer" label="Ich möchte Veranstalter:in werden" defaultChecked={organizerIntent} />
                <Button type="submit" size="lg" disabled={busy === "signup"}>
                  {busy === "signup" ? "Wird registriert …" : intents.signup.label}
                </Button>
                <p className="text-center text-xs text-muted">
                  Mit der Registrierung akzeptieren Sie unsere{" "}
                  <Link className="underline" to="../terms" relative="path">AGB</Link> und die{" "}
                  <Link className="underline" to="../privacy" relative="path">Datenschutzerklärung</Link>.
                </p>
              </Form>
            )}
          </div>
        ) : null}

        {tab === "passwort" ? (
          <div role="tabpanel" id="panel-passwort" aria-labelledby="tab-passwort" className="mt-6">
            {done === "reset" ? (
              <div className="rounded-2xl bg-[#dcfae6] p-5 text-success" data-testid="reset-done">
                <p className="font-semibold">E-Mail gesendet</p>
                <p className="mt-1 text-sm">
                  Falls ein Konto mit <strong>{shown?.data?.email}</strong> existiert, erhalten Sie in Kürze einen Link zum Zurücksetzen Ihres Passworts.
                </p>
              </div>
            ) : (
              <Form method="post" noValidate className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="reset" />
                <p className="text-sm text-muted">Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort vergeben.</p>
                <TextField label="E-Mail" name="email" type="email" autoComplete="email" defaultValue={values.email} required />
                <Button type="submit" size="lg" disabled={busy === "reset"}>
                  {busy === "reset" ? "Wird gesendet …" : intents.reset.label}
                </Button>
              </Form>
            )}
          </div>
        ) : null}
      </section>
    </main>
  );
}
