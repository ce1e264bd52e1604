import { CalendarDays, Copy, KeyRound, Send, Webhook } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/integrations";
import { formatDateTime } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { createApiToken, revokeApiToken } from "~/modules/integrations/api-tokens.server";
import { createWebhookEndpoint, deleteWebhookEndpoint, sendTestWebhook, setWebhookEndpointActive } from "~/modules/integrations/manage-webhooks.server";
import { WEBHOOK_DELIVERY_STATUS } from "~/modules/integrations/labels";
import { getIntegrationsView } from "~/modules/integrations/queries.server";
import { apiTokenSchema, webhookEndpointSchema } from "~/modules/integrations/validation";
import { ConfirmSubmitButton, FieldShell, InputField, SubmitButton, useZodForm, ZodForm } from "~/ui/back-office";
import { useActionResult } from "~/ui/back-office/action-result";
import { defineIntents } from "~/ui/back-office/intents";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { Badge, EnumBadge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { useToast } from "~/ui/toaster";
import { linkTo, organizer, pageTitle } from "~/registry";
import { ScrollRegion } from "~/ui/scroll-region";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.integrations) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  try {
    return await getIntegrationsView(actor);
  } catch (error) {
    throwAsResponse(error);
  }
}

const intents = defineIntents({
  "create-webhook": { label: "Webhook anlegen", success: "Webhook angelegt", scope: "form", input: webhookEndpointSchema },
  "create-token": { label: "Token erstellen", success: "API-Token erstellt", scope: "form", input: apiTokenSchema },
  "test-webhook": { label: "Test senden", success: "Testnachricht wird gesendet" },
  "toggle-webhook": { label: "Umschalten", success: "Webhook geändert", input: z.object({ active: z.enum(["true", "false"]).transform((v) => v === "true") }) },
  "delete-webhook": { label: "Löschen", success: "Webhook gelöscht", tone: "danger" },
  "revoke-token": { label: "Widerrufen", success: "API-Token widerrufen", tone: "danger" },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  return runIntents(request, intents, {
    "create-webhook": ({ input }) => createWebhookEndpoint({ actor, fields: input }).then(() => undefined),
    // the token is shown once, right after it was made
    "create-token": ({ input }) => createApiToken({ actor, fields: input }).then((t) => reply({ data: { token: t.token } })),
    "test-webhook": ({ id }) => sendTestWebhook({ actor, endpointId: id }),
    "toggle-webhook": ({ id, input }) => setWebhookEndpointActive({ actor, endpointId: id, active: input.active }),
    "delete-webhook": ({ id }) => deleteWebhookEndpoint({ actor, endpointId: id }),
    "revoke-token": ({ id }) => revokeApiToken({ actor, tokenId: id }),
  });
}


function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex gap-2">
        <input readOnly value={value} className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-sand/50 px-3 font-mono text-sm" aria-label={label} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className={buttonClass("outline", "md")}
          onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        >
          <Copy aria-hidden="true" className="size-4" /> {copied ? "Kopiert" : "Kopieren"}
        </button>
      </div>
    </div>
  );
}


export default function OrganizerIntegrations({ loaderData: d }: Route.ComponentProps) {
  const actionData = useActionResult<{ token?: string }>();
  const navigation = useNavigation();
  const ok = actionData?.ok && !actionData.submission ? actionData : null;
  const failed = actionData && !actionData.ok && !actionData.submission ? actionData : null;
  useToast(ok?.message ? { type: "success", title: ok.message } : failed ? { type: "error", title: "Fehler", description: failed.message } : null, actionData);
  const formResult = actionData?.submission;
  const lastIntent = navigation.formData?.get("intent");
  const [hookForm, hookFields] = useZodForm(webhookEndpointSchema, { id: "webhook", lastResult: lastIntent === "create-webhook" || !lastIntent ? formResult : undefined, defaultValue: { eventTypes: ["booking.confirmed"] } });
  const [tokenForm, tokenFields] = useZodForm(apiTokenSchema, { id: "token", lastResult: lastIntent === "create-token" || !lastIntent ? formResult : undefined });

  return (
    <div className="space-y-8">
      <BackOfficeHeader eyebrow="Verwaltung" title="Integrationen">
        Verbinden Sie Stadtpuls mit Ihrem Kalender, Ihrer Buchhaltung oder Ihrem CRM.
      </BackOfficeHeader>

      <section aria-labelledby="ical" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="ical" className="flex items-center gap-2 text-xl font-bold">
          <CalendarDays aria-hidden="true" className="size-5 text-primary" /> Kalender-Feed (iCal)
        </h2>
        <p className="mt-1 text-sm text-muted">Abonnieren Sie Ihre veröffentlichten Events in Google Kalender, Outlook oder Apple Kalender.</p>
        <div className="mt-4">
          {d.icalUrl ? (
            <CopyField label="Feed-Adresse" value={d.icalUrl} />
          ) : (
            <p className="text-sm text-muted">Der Feed steht bereit, sobald Sie in den Einstellungen Ihr Veranstalterprofil gespeichert haben.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="webhooks" className="space-y-5 rounded-2xl border border-line bg-white p-5">
        <div>
          <h2 id="webhooks" className="flex items-center gap-2 text-xl font-bold">
            <Webhook aria-hidden="true" className="size-5 text-primary" /> Webhooks
          </h2>
          <p className="mt-1 text-sm text-muted">
            Stadtpuls sendet signierte Nachrichten (Standard Webhooks) an Ihre URL und wiederholt fehlgeschlagene Zustellungen automatisch.
          </p>
        </div>
        {d.endpoints.length > 0 ? (
          <ul className="space-y-3">
            {d.endpoints.map((e) => (
              <li key={e.id} className="rounded-xl border border-line p-4">
                <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0">
                    <p className="break-all font-mono text-sm font-semibold">{e.url}</p>
                    {e.description ? <p className="text-sm text-muted">{e.description}</p> : null}
                    <div className="mt-2 flex flex-wrap gap-1">
                      <Badge tone={e.isActive ? "success" : "neutral"}>{e.isActive ? "Aktiv" : "Pausiert"}</Badge>
                      {e.eventTypeLabels.map((l) => (
                        <Badge key={l}>{l}</Badge>
                      ))}
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={e.id} />
                      <button type="submit" name="intent" value="test-webhook" className={buttonClass("outline", "sm")}>
                        <Send aria-hidden="true" className="size-4" /> Test senden
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={e.id} />
                      <input type="hidden" name="active" value={String(!e.isActive)} />
                      <button type="submit" name="intent" value="toggle-webhook" className={buttonClass("ghost", "sm")}>
                        {e.isActive ? "Pausieren" : "Aktivieren"}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={e.id} />
                      <ConfirmSubmitButton name="intent" value="delete-webhook" title="Webhook löschen?" body="Es werden keine Nachrichten mehr an diese URL gesendet." tone="danger" variant="ghost" size="sm">
                        Löschen
                      </ConfirmSubmitButton>
                    </Form>
                  </div>
                </div>
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer font-medium text-muted hover:text-ink">Signatur-Schlüssel anzeigen</summary>
                  <div className="mt-2">
                    <CopyField label="Signatur-Schlüssel" value={e.secret} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        ) : null}

        <ZodForm form={hookForm} className="rounded-xl bg-sand/50 p-4" warnUnsaved={false}>
          <h3 className="font-semibold">Neuen Webhook anlegen</h3>
          <div className="grid gap-4 md:grid-cols-2">
            <InputField field={hookFields.url} label="Empfänger-URL" type="url" placeholder="https://example.de/stadtpuls" />
            <InputField field={hookFields.description} label="Beschreibung (optional)" />
          </div>
          <FieldShell label="Ereignisse" field={hookFields.eventTypes}>
            <div className="grid gap-2 sm:grid-cols-2">
              {d.eventTypes.map((t) => (
                <label key={t.value} className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-white px-3">
                  <input type="checkbox" name={hookFields.eventTypes.name} value={t.value} defaultChecked={t.value === "booking.confirmed"} className="size-5 accent-[var(--color-primary)]" />
                  <span>
                    {t.label} <span className="font-mono text-xs text-muted">{t.value}</span>
                  </span>
                </label>
              ))}
            </div>
          </FieldShell>
          <div>
            <SubmitButton name="intent" value="create-webhook">
              Webhook anlegen
            </SubmitButton>
          </div>
        </ZodForm>

        <div>
          <h3 className="font-semibold">Zustellprotokoll</h3>
          {d.deliveries.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Noch keine Zustellungen. Senden Sie eine Testnachricht, um Ihren Empfänger zu prüfen.</p>
          ) : (
            <ScrollRegion label="Zustellprotokoll" className="mt-2 rounded-xl border border-line">
              <table className="w-full min-w-[640px] text-left text-sm">
                <caption className="sr-only">Letzte Webhook-Zustellungen</caption>
                <thead className="bg-sand/60 text-xs uppercase tracking-wide text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2">Zeit</th>
                    <th scope="col" className="px-3 py-2">Ereignis</th>
                    <th scope="col" className="px-3 py-2">Empfänger</th>
                    <th scope="col" className="px-3 py-2">Status</th>
                    <th scope="col" className="px-3 py-2 text-right">Versuche</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {d.deliveries.map((x) => (
                    <tr key={x.id}>
                      <td className="whitespace-nowrap px-3 py-2">{formatDateTime(x.createdAt)}</td>
                      <td className="whitespace-nowrap px-3 py-2">{x.topicLabel}</td>
                      {/* a cell does not honour max-width: the address is cut inside it */}
                      <td className="px-3 py-2 font-mono text-xs">
                        <span className="block max-w-56 truncate" title={x.endpointUrl}>
                          {x.endpointUrl}
                        </span>
                      </td>
                      <td className="px-3 py-2">
                        <EnumBadge of={WEBHOOK_DELIVERY_STATUS} value={x.status} />
                        {x.httpStatus ? <span className="ml-2 text-xs text-muted">HTTP {x.httpStatus}</span> : null}
                        {x.durationMs !== null ? <span className="ml-2 text-xs text-muted">{x.durationMs} ms</span> : null}
                        {x.failure ? <p className="mt-1 text-xs text-muted">{x.failure}</p> : null}
                        {x.nextAttemptAt ? <p className="text-xs text-muted">Nächster Versuch {formatDateTime(x.nextAttemptAt)}</p> : null}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{x.attempts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </div>
      </section>

      <section aria-labelledby="api" className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <div>
          <h2 id="api" className="flex items-center gap-2 text-xl font-bold">
            <KeyRound aria-hidden="true" className="size-5 text-primary" /> API-Zugang
          </h2>
          <p className="mt-1 text-sm text-muted">
            Lesender Zugriff auf Ihre Events und Buchungen als JSON: <code className="font-mono">GET /api/v1/events</code> und{" "}
            <code className="font-mono">GET /api/v1/bookings</code> mit <code className="font-mono">Authorization: Bearer …</code>.
          </p>
        </div>
        {ok?.data?.token ? (
          <div className="rounded-xl border-2 border-accent bg-[#dcfae6]/40 p-4">
            <p className="mb-2 font-semibold">Ihr neues Token – es wird nur jetzt angezeigt. Bewahren Sie es sicher auf.</p>
            <CopyField label="API-Token" value={ok.data.token} />
          </div>
        ) : null}
        {d.tokens.length > 0 ? (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {d.tokens.map((t) => (
              <li key={t.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold">{t.name}</p>
                  <p className="text-xs text-muted">
                    <span className="font-mono">{t.prefix}…</span> · erstellt {formatDateTime(t.createdAt)}
                    {t.lastUsedAt ? ` · zuletzt genutzt ${formatDateTime(t.lastUsedAt)}` : " · noch nicht genutzt"}
                  </p>
                </div>
                {t.revokedAt ? (
                  <Badge tone="neutral">Widerrufen</Badge>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="id" value={t.id} />
                    <ConfirmSubmitButton name="intent" value="revoke-token" title="Token widerrufen?" body="Anwendungen mit diesem Token verlieren sofort den Zugriff." tone="danger" variant="outline" size="sm">
                      Widerrufen
                    </ConfirmSubmitButton>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {d.apiAccess ? (
          <ZodForm form={tokenForm} className="rounded-xl bg-sand/50 p-4" warnUnsaved={false}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <InputField field={tokenFields.name} label="Name des Tokens" placeholder="z. B. Buchhaltung" className="flex-1" />
              <SubmitButton name="intent" value="create-token">
                Token erstellen
              </SubmitButton>
            </div>
          </ZodForm>
        ) : (
          <p className="rounded-xl bg-sand/60 p-4 text-sm">
            Der API-Zugang ist Teil des Enterprise-Tarifs (Ihr Tarif: {d.planLabel}).{" "}
            <a href={`${linkTo(organizer, "settings")}#tarif`} className="font-semibold text-primary underline">
              Tarife ansehen
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
