import { BellRing, Download, Moon, ShieldAlert, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { parseForm } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { expiredSessionCookies } from "~/modules/accounts/auth.server";
import { deleteAccount } from "~/modules/profile/data-rights.server";
import { fixedAdminEmails } from "~/modules/accounts/session.server";
import { requireUser } from "~/auth-edge/guards.server";
import { DIGEST_FREQUENCY } from "~/modules/engagement/notification-labels";
import { getSettingsView, settingsSchema, updateNotificationSettings } from "~/modules/engagement/notification-settings.server";
import { city, linkTo, pageTitle } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { defineIntents } from "~/ui/back-office/intents";
import { runIntents } from "~/ui/back-office/intents.server";
import { Button } from "~/ui/button";
import { TimeInput } from "~/ui/date-picker";
import { CheckboxField, SelectField, TextField } from "~/ui/form-field";
import { showToast, useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(city, city.pages.profileSettings) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return { settings: await getSettingsView(viewer), canDelete: !fixedAdminEmails().includes(viewer.email.toLowerCase()) };
}

const intents = defineIntents({
  // the settings schema is written for parseForm (repeated checkboxes, times typed without JavaScript), not for conform
  save: { label: "Einstellungen speichern", success: "Einstellungen gespeichert", scope: "form" },
  "delete-account": { label: "Konto endgültig löschen", scope: "form" },
});

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runIntents(request, intents, {
    save: ({ form }) => updateNotificationSettings({ actor: viewer, settings: parseForm(form, settingsSchema) }),
    "delete-account": async ({ form }) => {
      await deleteAccount({ actor: viewer, confirmation: String(form.get("confirmation") ?? "") });
      const headers = new Headers();
      for (const c of await expiredSessionCookies()) headers.append("Set-Cookie", c);
      return redirectWithToast(
        linkTo(city, "home", { city: params.city }),
        { type: "success", title: "Konto gelöscht", description: "Ihre persönlichen Daten wurden gelöscht und Sie wurden abgemeldet." },
        { headers },
      );
    },
  });
}

function usePushSupport() {
  const [state, setState] = useState<"unknown" | "unsupported" | "denied" | "default" | "granted">("unknown");
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) setState("unsupported");
    else setState(Notification.permission as "denied" | "default" | "granted");
  }, []);
  return [state, setState] as const;
}

function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padding = "=".repeat((4 - (base64.length % 4)) % 4);
  const raw = atob((base64 + padding).replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function PushControl({ enabled }: { enabled: boolean }) {
  const [support, setSupport] = usePushSupport();
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);

  async function enable() {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      setSupport(permission);
      if (permission !== "granted") {
        showToast({ type: "error", title: "Push nicht erlaubt", description: "Bitte erlauben Sie Benachrichtigungen in Ihrem Browser." });
        return;
      }
      const reg = await navigator.serviceWorker.register("/sw.js");
      await navigator.serviceWorker.ready;
      const { publicKey } = (await (await fetch("/api/push/subscription")).json()) as { publicKey: string };
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(publicKey) });
      const res = await fetch("/api/push/subscription", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sub.toJSON()) });
      if (!res.ok) throw new Error("save");
      setOn(true);
      showToast({ type: "success", title: "Push aktiviert", description: "Sie erhalten jetzt Benachrichtigungen auf diesem Gerät." });
    } catch {
      showToast({ type: "error", title: "Fehler", description: "Push-Benachrichtigungen konnten nicht aktiviert werden. Bitte versuchen Sie es erneut." });
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      const reg = await navigator.serviceWorker.getRegistration("/sw.js");
      const sub = await reg?.pushManager.getSubscription();
      await fetch("/api/push/subscription", { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ endpoint: sub?.endpoint }) });
      await sub?.unsubscribe();
      setOn(false);
      showToast({ type: "success", title: "Push deaktiviert" });
    } catch {
      showToast({ type: "error", title: "Fehler", description: "Bitte versuchen Sie es erneut." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sand p-4">
      <div>
        <p className="font-semibold">Push-Benachrichtigungen auf diesem Gerät</p>
        <p className="text-sm text-muted">
          {support === "unsupported"
            ? "Ihr Browser unterstützt keine Push-Benachrichtigungen."
            : support === "denied"
              ? "Sie haben Benachrichtigungen im Browser blockiert. Erlauben Sie sie in den Website-Einstellungen."
              : on
                ? "Aktiv – Sie werden auch bei geschlossener Seite benachrichtigt."
                : "Aus – aktivieren Sie Push, um Neuigkeiten sofort zu erhalten."}
        </p>
      </div>
      {support !== "unsupported" && support !== "denied" ? (
        on ? (
          <Button variant="outline" disabled={busy} onClick={() => void disable()}>Push deaktivieren</Button>
        ) : (
          <Button disabled={busy || support === "unknown"} onClick={() => void enable()}>
            <BellRing aria-hidden="true" className="size-4" /> Push aktivieren
          </Button>
        )
      ) : null}
    </div>
  );
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings: s, canDelete } = loaderData;
  const actionData = useActionResult();
  const navigation = useNavigation();
  const busyIntent = navigation.formData?.get("intent");
  useToast(actionData ? (actionData.ok ? { type: "success", title: intents.save.success } : { type: "error", title: "Nicht gespeichert", description: actionData.message }) : null, actionData);
  const f = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};

  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <section aria-labelledby="notif-settings">
        <h2 id="notif-settings" className="text-2xl font-bold">Benachrichtigungen</h2>
        <p className="text-muted">Wählen Sie, worüber wir Sie per Push und E-Mail informieren. In der App sehen Sie immer alles.</p>
        <div className="mt-4"><PushControl enabled={s.pushEnabled} /></div>
        <Form method="post" className="mt-4 flex flex-col gap-6 rounded-3xl border border-line bg-white p-5 sm:p-8">
          <input type="hidden" name="intent" value="save" />
          <CheckboxField name="emailEnabled" label="E-Mail-Benachrichtigungen erhalten" defaultChecked={s.emailEnabled} />
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <caption className="sr-only">Kanäle je Kategorie</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4 font-semibold">Kategorie</th>
                  <th scope="col" className="w-20 py-2 text-center font-semibold">Push</th>
                  <th scope="col" className="w-20 py-2 text-center font-semibold">E-Mail</th>
                </tr>
              </thead>
              <tbody>
                {s.categories.map((c) => (
                  <tr key={c.category} className="border-b border-line/60">
                    <th scope="row" className="py-1 pr-4 font-medium">{c.label}</th>
                    {(["push", "email"] as const).map((channel) => (
                      <td key={channel} className="text-center">
                        {c[channel] === null ? (
                          <span className="inline-flex size-11 items-center justify-center text-muted">
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">{channel === "push" ? "Push" : "E-Mail"} für {c.label}: wird nicht verschickt</span>
                          </span>
                        ) : (
                          <label className="inline-flex size-11 items-center justify-center">
                            <input type="checkbox" name={channel} value={c.category} defaultChecked={c[channel]} className="size-5 accent-[var(--color-primary)]" />
                            <span className="sr-only">{channel === "push" ? "Push" : "E-Mail"} für {c.label}</span>
                          </label>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <SelectField label="E-Mail-Zusammenfassung" name="emailDigestFrequency" defaultValue={s.emailDigestFrequency} hint="Sofort: eine E-Mail je Benachrichtigung. Täglich/wöchentlich: eine Zusammenfassung.">
            {DIGEST_FREQUENCY.options().map(({ value, label }) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </SelectField>
          <fieldset className="flex flex-col gap-4 rounded-2xl bg-sand p-4">
            <legend className="flex items-center gap-2 px-1 font-semibold"><Moon aria-hidden="true" className="size-4" /> Ruhezeiten</legend>
            <CheckboxField name="quietHoursEnabled" label="In dieser Zeit keine Push- und E-Mail-Benachrichtigungen senden (dringende ausgenommen)" defaultChecked={s.quietHoursEnabled} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TimeInput label="Von" name="quietHoursStart" defaultValue={s.quietHoursStart} error={f.quietHoursStart} />
              <TimeInput label="Bis" name="quietHoursEnd" defaultValue={s.quietHoursEnd} error={f.quietHoursEnd} />
              <SelectField label="Zeitzone" name="quietHoursTimezone" defaultValue={s.quietHoursTimezone} error={f.quietHoursTimezone}>
                {["Europe/Berlin", "Europe/Vienna", "Europe/Zurich", "Europe/London", "Europe/Lisbon", "Europe/Athens", "America/New_York", "Asia/Tokyo"].map((tz) => (
                  <option key={tz} value={tz}>{tz.replace("_", " ")}</option>
                ))}
              </SelectField>
            </div>
          </fieldset>
          <Button type="submit" size="lg" className="self-start" disabled={busyIntent === "save"}>
            {busyIntent === "save" ? "Wird gespeichert …" : intents.save.label}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="data-rights" className="flex flex-col gap-4">
        <h2 id="data-rights" className="text-2xl font-bold">Ihre Daten</h2>
        <div className="rounded-3xl border border-line bg-white p-5 sm:p-8">
          <h3 className="flex items-center gap-2 text-lg font-bold"><Download aria-hidden="true" className="size-5 text-primary" /> Daten herunterladen</h3>
          <p className="mt-1 text-muted">Alle zu Ihrem Konto gespeicherten Daten als JSON-Datei (Auskunft und Datenübertragbarkeit nach Art. 15 und 20 DSGVO).</p>
          <a href="/api/account/export" download className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-semibold hover:border-ink/40">
            <Download aria-hidden="true" className="size-4" /> Meine Daten herunterladen
          </a>
        </div>
        <div className="rounded-3xl border border-danger/30 bg-white p-5 sm:p-8">
          <h3 className="flex items-center gap-2 text-lg font-bold text-danger"><ShieldAlert aria-hidden="true" className="size-5" /> Konto löschen</h3>
          <p className="mt-1 text-muted">
            Ihr Konto, Profil, Favoriten, Benachrichtigungen und Anfragen werden endgültig gelöscht. Buchungen bleiben aus steuerrechtlichen Gründen
            anonymisiert erhalten – ohne Namen und E-Mail-Adresse.
          </p>
          {canDelete ? (
            <Form
              method="post"
              className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                if (!window.confirm("Konto wirklich endgültig löschen? Das kann nicht rückgängig gemacht werden.")) e.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="delete-account" />
              <TextField label="Zur Bestätigung LÖSCHEN eingeben" name="confirmation" autoComplete="off" fieldClassName="sm:w-72" error={f.confirmation} />
              <Button type="submit" variant="danger" disabled={busyIntent === "delete-account"}>
                <Trash2 aria-hidden="true" className="size-4" /> {intents["delete-account"].label}
              </Button>
            </Form>
          ) : (
            <p className="mt-4 rounded-xl bg-sand p-3 text-sm">Dieses Administrator-Konto ist fest hinterlegt und kann nicht gelöscht werden.</p>
          )}
        </div>
      </section>
    </div>
  );
}
