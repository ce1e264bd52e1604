import { Building2, MailCheck, MapPin, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/register";
import { pageUrl } from "~/lib/page-url.server";
import { readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireUser } from "~/auth-edge/guards.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { PROOF_KIND, registrationFormSchema } from "~/modules/places/business-registration";
import {
  confirmRegistrationEmail,
  getClaimPlace,
  getMyRegistration,
  searchClaimablePlaces,
  submitRegistration,
  withdrawRegistration,
} from "~/modules/places/business-registration.server";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, CheckboxInputField, FormSection, InputField, TextareaField, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { RegistrationStatus } from "~/modules/places/components/registration-status";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { useHydrated } from "~/ui/use-hydrated";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.register) }];

const STEPS = ["Neu oder bestehenden Ort beanspruchen", "Angaben", "Nachweis", "Absenden"] as const;
const registerHref = (q: Record<string, string>) => `${linkTo(businessOwner, "register")}?${new URLSearchParams(q)}`;

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const url = pageUrl(request);
  const token = url.searchParams.get("bestaetigen");
  const registration = await getMyRegistration(actor);
  const art = url.searchParams.get("art");
  const kind: "new" | "claim" | null = art === "neu" ? "new" : art === "anspruch" ? "claim" : null;
  const q = (url.searchParams.get("q") ?? "").slice(0, 80);
  const place = kind === "claim" ? await getClaimPlace(url.searchParams.get("ort") ?? "") : null;
  const results = kind === "claim" && !place ? await searchClaimablePlaces(q) : [];
  const step = Math.min(4, Math.max(2, Number(url.searchParams.get("schritt")) || 2));
  return { token: token && token.length <= 64 ? token : null, registration, kind, q, place: place && !place.taken ? place : null, results, step };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "withdraw") {
    return runUseCase(async () => {
      await withdrawRegistration({ actor, id: String(form.get("id") ?? "") });
      return redirectWithToast(linkTo(businessOwner, "register"), { type: "success", title: "Registrierung zurückgezogen" });
    });
  }
  if (intent === "confirm") {
    return runUseCase(async () => {
      await confirmRegistrationEmail({ actor, token: String(form.get("token") ?? "") });
      return redirectWithToast(linkTo(businessOwner, "dashboard"), { type: "success", title: "E-Mail-Adresse bestätigt", description: "Das Stadtpuls-Team prüft jetzt Ihre Registrierung." });
    });
  }
  return runFormSubmission(form, registrationFormSchema, async (values) => {
    await submitRegistration({ actor, values, notify: createNotification });
    return redirectWithToast(linkTo(businessOwner, "dashboard"), {
      type: "success",
      title: "Registrierung eingereicht",
      description: values.proofKind === "email" ? "Bitte bestätigen Sie jetzt den Link in Ihrem E-Mail-Postfach." : "Das Stadtpuls-Team prüft Ihre Angaben.",
    });
  });
}

function Steps({ current }: { current: number }) {
  return (
    <nav aria-label="Fortschritt">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const state = n < current ? "done" : n === current ? "current" : "todo";
          return (
            <li
              key={label}
              aria-current={state === "current" ? "step" : undefined}
              className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${state === "current" ? "border-primary bg-primary/5 font-semibold text-ink" : state === "done" ? "border-line bg-white text-ink" : "border-line bg-white text-muted"}`}
            >
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${state === "todo" ? "bg-sand text-ink" : "bg-primary-strong text-white"}`}
              >
                {state === "done" ? "✓" : n}
              </span>
              <span>
                <span className="sr-only">Schritt {n}: </span>
                {label}
                {state === "done" ? <span className="sr-only"> (erledigt)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default function Register({ loaderData: d }: Route.ComponentProps) {
  const r = d.registration;
  const open = r && (r.state === "pending" || r.state === "awaiting_email");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackOfficeHeader back={{ to: linkTo(businessOwner, "dashboard"), label: "Dashboard" }} eyebrow="Business-Bereich" title="Business registrieren">
        Registrieren Sie Ihr Business oder beanspruchen Sie einen Ort, den es auf Stadtpuls schon gibt. Das Stadtpuls-Team prüft Ihren Nachweis.
      </BackOfficeHeader>
      {d.token ? <ConfirmEmail token={d.token} /> : null}
      {open ? (
        <OpenRegistration registration={r} />
      ) : (
        <>
          {r?.state === "rejected" ? <RegistrationStatus registration={r} compact /> : null}
          {d.kind === null || (d.kind === "claim" && !d.place) ? <StepOne kind={d.kind} q={d.q} results={d.results} /> : <Details {...d} kind={d.kind === "new" ? "new" : "claim"} />}
        </>
      )}
    </div>
  );
}

function ConfirmEmail({ token }: { token: string }) {
  const result = useActionResult();
  return (
    <section aria-labelledby="confirm-title" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="confirm-title" className="flex items-center gap-2 text-lg font-semibold">
        <MailCheck aria-hidden="true" className="size-5 text-primary" /> Geschäftliche E-Mail-Adresse bestätigen
      </h2>
      <p className="mt-2 text-muted">Sie haben den Link aus der E-Mail geöffnet. Bestätigen Sie hier, dass die Adresse Ihnen gehört.</p>
      {result && !result.ok ? (
        <p role="alert" className="mt-3 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {result.message}
        </p>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" name="intent" value="confirm">
          E-Mail-Adresse bestätigen
        </Button>
      </Form>
    </section>
  );
}

function OpenRegistration({ registration: r }: { registration: NonNullable<Route.ComponentProps["loaderData"]["registration"]> }) {
  return (
    <>
      <Steps current={5} />
      <RegistrationStatus registration={r} />
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="id" value={r.id} />
        <Button type="submit" name="intent" value="withdraw" variant="outline">
          Registrierung zurückziehen
        </Button>
        <ButtonLink to={linkTo(businessOwner, "dashboard")} variant="ghost">
          Zum Dashboard
        </ButtonLink>
      </Form>
    </>
  );
}

type Data = Route.ComponentProps["loaderData"];

function StepOne({ kind, q, results }: { kind: Data["kind"]; q: string; results: Data["results"] }) {
  return (
    <>
      <Steps current={1} />
      <div className="grid gap-4 md:grid-cols-2">
        <Link
          to={registerHref({ art: "neu" })}
          className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-6 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
        >
          <Building2 aria-hidden="true" className="size-6 text-primary" />
          <span className="text-lg font-semibold text-ink">Neues Business registrieren</span>
          <span className="text-sm text-muted">Ihr Restaurant, Café, Club oder Ihre Location ist noch nicht auf Stadtpuls.</span>
        </Link>
        <Link
          to={registerHref({ art: "anspruch" })}
          aria-current={kind === "claim" ? "true" : undefined}
          className={`flex flex-col gap-2 rounded-2xl border bg-white p-6 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary ${kind === "claim" ? "border-primary" : "border-line"}`}
        >
          <MapPin aria-hidden="true" className="size-6 text-primary" />
          <span className="text-lg font-semibold text-ink">Bestehenden Ort beanspruchen</span>
          <span className="text-sm text-muted">Ihr Ort steht schon auf Stadtpuls – übernehmen Sie seine Verwaltung.</span>
        </Link>
      </div>
      {kind === "claim" ? (
        <section aria-labelledby="search-title" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="search-title" className="text-lg font-semibold">
            Ort suchen
          </h2>
          <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="art" value="anspruch" />
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
              Name oder Straße
              <input type="search" name="q" defaultValue={q} minLength={2} maxLength={80} className="rounded-lg border border-line px-3 py-2 text-base font-normal" />
            </label>
            <Button type="submit">
              <Search aria-hidden="true" className="size-4" /> Suchen
            </Button>
          </Form>
          {q.trim().length >= 2 ? (
            results.length ? (
              <ul className="mt-4 divide-y divide-line">
                {results.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{p.name}</p>
                      <p className="text-sm text-muted">{[p.streetAddress, p.city].filter(Boolean).join(", ") || "–"}</p>
                    </div>
                    {p.taken ? (
                      <p className="max-w-xs text-sm text-muted">Wird bereits verwaltet – nur per Einladung der Verwaltung.</p>
                    ) : (
                      <Link to={registerHref({ art: "anspruch", ort: p.id })} className={buttonClass("outline", "sm")}>
                        Diesen Ort beanspruchen<span className="sr-only">: {p.name}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-muted">Kein Ort gefunden. Prüfen Sie die Schreibweise oder registrieren Sie ein neues Business.</p>
            )
          ) : (
            <p className="mt-4 text-sm text-muted">Geben Sie mindestens zwei Zeichen ein.</p>
          )}
        </section>
      ) : null}
    </>
  );
}

const STEP_OF_FIELD: Record<string, number> = { proofKind: 3, proofEmail: 3, document: 3, confirm: 4 };

function Details(d: Data & { kind: "new" | "claim" }) {
  const result = useActionResult();
  const hydrated = useHydrated();
  const [step, setStep] = useState(d.step);
  const place = d.place;
  const [form, fields] = useZodForm(registrationFormSchema, {
    id: `register-${d.kind}-${place?.id ?? "new"}`,
    lastResult: result?.submission,
    defaultValue: { kind: d.kind, locationId: place?.id ?? "", businessName: place?.name ?? "", city: place?.city ?? "", website: place?.website ?? "", proofKind: "document" },
  });
  const [proof, setProof] = useState<"document" | "email">("document");
  // after a refused submit, show the first step with a message
  useEffect(() => {
    const errs = Object.keys(form.allErrors).filter((k) => k);
    if (errs.length) setStep(Math.min(...errs.map((k) => STEP_OF_FIELD[k] ?? 2)));
  }, [form.allErrors]);
  const go = (n: number) => {
    setStep(n);
    window.history.replaceState(null, "", registerHref({ art: d.kind === "new" ? "neu" : "anspruch", ...(place ? { ort: place.id } : {}), schritt: String(n) }));
  };
  const show = (n: number) => !hydrated || step === n;
  return (
    <>
      <Steps current={hydrated ? step : 2} />
      <ZodForm form={form} encType="multipart/form-data" className="flex flex-col gap-6">
        <input type="hidden" name="kind" value={d.kind} />
        <input type="hidden" name="locationId" value={place?.id ?? ""} />
        {place ? (
          <p className="rounded-xl border border-line bg-white px-4 py-3 text-sm">
            Sie beanspruchen <strong>{place.name}</strong>
            {place.streetAddress ? `, ${place.streetAddress}` : ""}. <Link to={registerHref({ art: "anspruch" })} className="text-primary-strong underline">Anderen Ort wählen</Link>
          </p>
        ) : null}
        <div hidden={!show(2)}>
          <FormSection title="2. Angaben" description="Wer Sie sind und um welches Business es geht.">
            <InputField field={fields.businessName} label="Name des Business" autoComplete="organization" />
            <InputField field={fields.roleAtBusiness} label="Ihre Rolle im Business" hint="z. B. Inhaber:in, Geschäftsführung, Betriebsleitung" autoComplete="organization-title" />
            {d.kind === "new" ? (
              <>
                <InputField field={fields.streetAddress} label="Straße und Hausnummer" autoComplete="street-address" />
                <InputField field={fields.postalCode} label="Postleitzahl" inputMode="numeric" autoComplete="postal-code" />
                <InputField field={fields.city} label="Ort" autoComplete="address-level2" />
                <InputField field={fields.website} label="Website" type="url" hint="Mit https://" />
              </>
            ) : null}
            <InputField field={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
            <TextareaField field={fields.description} label="Kurzbeschreibung" className="md:col-span-2" />
          </FormSection>
        </div>
        <div hidden={!show(3)}>
          <FormSection title="3. Nachweis" description="Wie Sie belegen, dass Sie das Business vertreten.">
            <fieldset className="md:col-span-2">
              <legend className="text-sm font-medium">Art des Nachweises</legend>
              <div className="mt-2 flex flex-col gap-2">
                {PROOF_KIND.options().map((o) => (
                  <label key={o.value} className="flex items-center gap-2">
                    <input type="radio" name={fields.proofKind.name} value={o.value} defaultChecked={o.value === "document"} onChange={() => setProof(o.value)} />
                    {o.label}
                  </label>
                ))}
              </div>
              {fields.proofKind.errors ? <p className="mt-1 text-sm text-danger">{fields.proofKind.errors[0]}</p> : null}
            </fieldset>
            <div hidden={hydrated && proof !== "document"} className="md:col-span-2">
              <label htmlFor={fields.document.id} className="text-sm font-medium">
                Dokument (Gewerbeanmeldung, Handelsregisterauszug o. Ä.)
              </label>
              <input
                id={fields.document.id}
                type="file"
                name={fields.document.name}
                accept="application/pdf,image/jpeg,image/png"
                aria-describedby={`${fields.document.id}-hint`}
                aria-invalid={fields.document.errors ? true : undefined}
                className="mt-1 block w-full text-sm"
              />
              <p id={`${fields.document.id}-hint`} className="mt-1 text-sm text-muted">
                PDF, JPG oder PNG, höchstens 8 MB. Nur das Stadtpuls-Team sieht es.
              </p>
              {fields.document.errors ? <p className="mt-1 text-sm text-danger">{fields.document.errors[0]}</p> : null}
            </div>
            <div hidden={hydrated && proof !== "email"} className="md:col-span-2">
              <InputField
                field={fields.proofEmail}
                label="Geschäftliche E-Mail-Adresse"
                type="email"
                hint={place?.domain ? `Eine Adresse bei ${place.domain} – wir senden einen Bestätigungslink.` : "Eine Adresse bei der Domain Ihrer Website – wir senden einen Bestätigungslink."}
              />
            </div>
          </FormSection>
        </div>
        <div hidden={!show(4)}>
          <FormSection title="4. Absenden" description="Das Stadtpuls-Team prüft Ihre Angaben, meist innerhalb von zwei Werktagen. Sie erhalten eine E-Mail.">
            <CheckboxInputField field={fields.confirm} label="Ich bestätige, dass ich das Business vertreten darf und meine Angaben stimmen." className="md:col-span-2" />
          </FormSection>
        </div>
        <div className="flex flex-wrap gap-3">
          {hydrated && step > 2 ? (
            <Button type="button" variant="outline" onClick={() => go(step - 1)}>
              Zurück
            </Button>
          ) : null}
          {hydrated && step < 4 ? (
            <Button type="button" onClick={() => go(step + 1)}>
              Weiter
            </Button>
          ) : (
            <Button type="submit">Registrierung absenden</Button>
          )}
        </div>
      </ZodForm>
    </>
  );
}

