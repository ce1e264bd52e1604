import { CalendarCheck, Clock, HelpCircle, Mail, MapPin, MessageCircle, Phone, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { parseForm, readForm, runUseCase } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { COMPANY } from "~/modules/content/company";
import { CONTACT_REASON_LABELS, CONTACT_REASONS, type ContactReason } from "~/modules/content/labels";
import { submitContactMessage, teamEmail } from "~/modules/content/submit-contact-message.server";
import { contactSchema } from "~/modules/content/validation";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField, TextField } from "~/ui/form-field";
import { PageHeader } from "~/ui/page-header";
import { showToast } from "~/ui/toaster";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.contact) },
  { name: "description", content: "Fragen zu Tickets, Events oder Partnerschaften? Schreiben Sie uns – wir antworten innerhalb von 24 Stunden." },
];

/** Spec §9 contact form delay: the button reads 'Wird gesendet...' for 2 s. */
const SENDING_MS = 2000;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  return { teamEmail: teamEmail(), prefill: viewer ? { name: viewer.displayName, email: viewer.email } : null };
}

export async function action({ request }: Route.ActionArgs) {
  return runUseCase(async () => {
    const form = await readForm(request);
    // a field people never see: filled in only by spam bots
    if (String(form.get("website") ?? "").trim()) return { ok: true as const };
    const input = parseForm(form, contactSchema);
    const viewer = await getViewer(request);
    await submitContactMessage({ ...input, userId: viewer?.id ?? null });
    return { ok: true as const };
  });
}

const FAQ = [
  {
    q: "Wie erhalte ich meine Tickets?",
    a: "Nach der Buchung erhalten Sie eine Bestätigung per E-Mail mit Ihrem Ticket als PDF und QR-Code. Außerdem finden Sie alle Tickets jederzeit unter „Meine Tickets“ in Ihrem Profil.",
  },
  {
    q: "Kann ich eine Buchung stornieren?",
    a: "Ja, bis 24 Stunden vor Beginn der Veranstaltung können Sie in Ihrem Profil eine Stornierung beantragen. Erstattungen bearbeiten wir innerhalb von 5 bis 10 Werktagen.",
  },
  {
    q: "Wie kann ich selbst Events veröffentlichen?",
    a: "Registrieren Sie sich kostenlos und stellen Sie unter „Meine Anfragen“ einen Antrag als Veranstalter:in. Nach der Freischaltung können Sie Events anlegen, Tickets verkaufen und Gäste per QR-Code einchecken.",
  },
  {
    q: "Welche Zahlungsarten gibt es?",
    a: "Sie bezahlen bequem per Kreditkarte über unseren Zahlungsdienstleister oder mit PayPal. Ihre Zahlungsdaten werden nicht bei uns gespeichert.",
  },
];

const SOCIAL = [
  { label: "Instagram", href: "https://www.instagram.com/stadtpuls" },
  { label: "Facebook", href: "https://www.facebook.com/stadtpuls" },
  { label: "TikTok", href: "https://www.tiktok.com/@stadtpuls" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/stadtpuls" },
];

type Fields = Partial<Record<"name" | "email" | "phone" | "reason" | "subject" | "message", string>>;

function ContactForm({ prefill }: { prefill: { name: string; email: string } | null }) {
  const fetcher = useFetcher<typeof action>();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const startedAt = useRef(0);
  const handled = useRef<unknown>(null);
  const presetReason = params.get("anliegen");
  const reason: ContactReason | "" = CONTACT_REASONS.includes(presetReason as ContactReason) ? (presetReason as ContactReason) : "";
  const presetSubject = (params.get("betreff") ?? "").slice(0, 200);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    // keep 'Wird gesendet...' for the full 2 s, then clear (or show what to fix)
    const wait = Math.max(0, SENDING_MS - (Date.now() - startedAt.current));
    const t = window.setTimeout(() => {
      setSending(false);
      if (result.ok) {
        formRef.current?.reset();
        setErrors({});
        showToast({ type: "success", title: "Nachricht gesendet", description: "Vielen Dank! Wir antworten Ihnen innerhalb von 24 Stunden." });
      } else {
        setErrors((result.fields ?? {}) as Fields);
        showToast({ type: "error", title: "Nachricht nicht gesendet", description: result.message });
      }
    }, wait);
    return () => window.clearTimeout(t);
  }, [fetcher.state, fetcher.data]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    startedAt.current = Date.now();
    setSending(true);
    fetcher.submit(e.currentTarget, { method: "post" });
  }

  return (
    <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Kontaktformular">
      <TextField label="Name" name="name" required autoComplete="name" maxLength={120} defaultValue={prefill?.name ?? ""} error={errors.name} />
      <TextField label="E-Mail" name="email" type="email" required autoComplete="email" maxLength={254} defaultValue={prefill?.email ?? ""} error={errors.email} />
      <TextField label="Telefon (optional)" name="phone" type="tel" autoComplete="tel" maxLength={40} error={errors.phone} />
      <SelectField label="Anliegen (optional)" name="reason" defaultValue={reason} error={errors.reason}>
        <option value="">Bitte wählen …</option>
        {CONTACT_REASONS.map((r) => (
          <option key={r} value={r}>
            {CONTACT_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextField label="Betreff" name="subject" required maxLength={200} defaultValue={presetSubject} error={errors.subject} fieldClassName="sm:col-span-2" />
      <TextAreaField label="Nachricht" name="message" required maxLength={5000} rows={6} error={errors.message} fieldClassName="sm:col-span-2" />
      <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
        <label>
          Webseite
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Mit dem Absenden stimmen Sie zu, dass wir Ihre Angaben zur Bearbeitung Ihrer Anfrage speichern. Mehr dazu in der Datenschutzerklärung.
        </p>
        <Button type="submit" size="lg" disabled={sending} aria-live="polite">
          <Send aria-hidden="true" className="size-4" />
          {sending ? "Wird gesendet..." : "Nachricht senden"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

export default function Contact({ loaderData, params }: Route.ComponentProps) {
  const city = params.city;
  const quick = [
    { icon: HelpCircle, title: "FAQ", text: "Antworten auf die häufigsten Fragen", href: "#faq" },
    {
      icon: MessageCircle,
      title: "Live-Chat",
      text: "Zu unseren Öffnungszeiten antworten wir meist in unter einer Stunde",
      href: `/${city}/contact?anliegen=technical&betreff=${encodeURIComponent("Live-Chat-Anfrage")}#formular`,
    },
    {
      icon: CalendarCheck,
      title: "Termin",
      text: "Persönliches Gespräch für Veranstalter:innen und Partner",
      href: `/${city}/contact?anliegen=partnership&betreff=${encodeURIComponent("Terminanfrage")}#formular`,
    },
  ];
  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Wir sind für Sie da" title="Kontakt">
        Fragen zu Tickets, Events oder einer Zusammenarbeit? Schreiben Sie uns – wir beantworten E-Mails innerhalb von 24 Stunden.
      </PageHeader>

      <ul className="mt-8 grid gap-4 md:grid-cols-3" aria-label="Schnelle Hilfe">
        {quick.map((q) => (
          <li key={q.title}>
            <a href={q.href} className="flex h-full min-h-11 items-start gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 transition-shadow hover:shadow-md">
              <q.icon aria-hidden="true" className="size-7 shrink-0 text-primary" />
              <span>
                <span className="block font-display text-lg font-semibold">{q.title}</span>
                <span className="text-sm text-muted">{q.text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section id="formular" className="scroll-mt-28 rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-8 lg:col-span-2" aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold">
            Schreiben Sie uns
          </h2>
          <p className="mt-1 mb-6 text-muted">Felder mit * sind Pflichtfelder.</p>
          <ContactForm prefill={loaderData.prefill} />
        </section>

        <aside className="flex flex-col gap-6">
          <section className="rounded-[var(--radius-card)] bg-ink p-6 text-white" aria-labelledby="direct-heading">
            <h2 id="direct-heading" className="text-xl font-bold">
              Direkter Kontakt
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${loaderData.teamEmail}`} className="underline-offset-2 hover:underline">
                  {loaderData.teamEmail}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={COMPANY.phoneHref} className="underline-offset-2 hover:underline">
                  {COMPANY.phone}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {COMPANY.name}
                  <br />
                  {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city}
                </span>
              </li>
            </ul>
            <p className="mt-4 rounded-xl bg-white/10 px-3 py-2 text-sm">E-Mails beantworten wir innerhalb von 24 Stunden.</p>
          </section>

          <section className="rounded-[var(--radius-card)] border border-line bg-white p-6" aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-bold">
              <Clock aria-hidden="true" className="size-5 text-primary" /> Öffnungszeiten
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt>Montag – Freitag</dt>
                <dd className="font-semibold">09:00 – 18:00 Uhr</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Samstag</dt>
                <dd className="font-semibold">10:00 – 16:00 Uhr</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Sonntag</dt>
                <dd className="font-semibold">geschlossen</dd>
              </div>
            </dl>
          </section>

          <section className="rounded-[var(--radius-card)] border border-line bg-white p-6" aria-labelledby="social-heading">
            <h2 id="social-heading" className="text-xl font-bold">
              Folgen Sie uns
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {SOCIAL.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-ink/40"
                  >
                    {s.label}
                    <span className="sr-only"> (öffnet in neuem Tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <section id="faq" className="mt-14 scroll-mt-28" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold md:text-3xl">
          Häufige Fragen
        </h2>
        <div className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
          {FAQ.map((f) => (
            <details key={f.q} className="group px-5 py-1 md:px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold">
                {f.q}
                <span aria-hidden="true" className="text-xl text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-muted">{f.a}</p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}
