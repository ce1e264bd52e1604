import { getInputProps } from "@conform-to/react";
import { Ban, BellRing, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/notifications";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDateTime, formatNumber } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { ROLE_LABELS, ROLES } from "~/modules/accounts/roles";
import { getBroadcastsView, type BroadcastRow } from "~/modules/engagement/broadcast-queries.server";
import { BROADCAST_AUDIENCE, BROADCAST_STATUS, broadcastFormSchema, broadcastList, NOTIFICATION_PRIORITY } from "~/modules/engagement/broadcast-validation";
import { cancelBroadcast, sendBroadcast } from "~/modules/engagement/send-broadcast.server";
import { admin, linkTo, pageTitle } from "~/registry";
import {
  BackOfficeHeader,
  DataTable,
  DataTableError,
  defineIntents,
  FieldShell,
  FormSection,
  ImageUploadField,
  InputField,
  IntentButton,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useActionResult,
  useZodForm,
  ZodForm,
  type Column,
  useRefreshWhile,
} from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";
import { useHydrated } from "~/ui/use-hydrated";
import { buttonClass } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.notifications) }];

/** Compose a notification to many users, and the history of what was sent (with progress while it runs). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const list = await loadList(request, broadcastList, (params) => getBroadcastsView(actor, params));
  return { list, requestToken: crypto.randomUUID() };
}

const intents = defineIntents({
  send: { label: "Senden", scope: "form", input: broadcastFormSchema },
  cancel: {
    label: "Abbrechen",
    success: "Versand abgebrochen",
    tone: "danger",
    confirm: { title: "Geplanten Versand abbrechen?", body: "Die Benachrichtigung wird nicht verschickt. Das lässt sich nicht rückgängig machen.", confirmLabel: "Versand abbrechen" },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runIntents(request, intents, {
    send: async ({ input }) => {
      await sendBroadcast({ actor, values: input });
      const later = Boolean(input.sendAt);
      return redirectWithToast(linkTo(admin, "notifications"), {
        type: "success",
        title: later ? "Versand geplant" : "Versand gestartet",
        description: later ? "Die Benachrichtigung geht zum gewählten Zeitpunkt hinaus." : "Der Fortschritt steht im Verlauf.",
      });
    },
    cancel: ({ id }) => cancelBroadcast({ actor, id }),
  });
}

const columns: Array<Column<BroadcastRow>> = [
  {
    id: "title",
    header: "Benachrichtigung",
    meta: { primary: true },
    cell: ({ row: { original: b } }) => (
      <div className="min-w-0 md:max-w-md">
        <p className="font-semibold">{b.title}</p>
        {b.message ? <p className="line-clamp-2 text-sm text-muted">{b.message}</p> : null}
        {b.priority !== "normal" ? <p className="text-xs text-muted">Priorität: {NOTIFICATION_PRIORITY.label(b.priority)}</p> : null}
      </div>
    ),
  },
  { id: "audience", header: "Zielgruppe", cell: ({ row: { original: b } }) => b.audienceLabel },
  { id: "sendAt", header: "Zeitpunkt", meta: { sortKey: "sendAt" }, cell: ({ row: { original: b } }) => formatDateTime(b.sendAt) },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: b } }) => (
      <div className="flex min-w-36 flex-col items-end gap-1 md:items-start">
        <EnumBadge of={BROADCAST_STATUS} value={b.status} />
        {b.status === "sending" || (b.status === "scheduled" && !b.waiting) ? (
          <>
            <progress max={Math.max(b.total, 1)} value={b.sent} className="h-2 w-full accent-primary" aria-label={`Fortschritt: ${b.sent} von ${b.total}`} />
            <span className="text-xs text-muted">
              {formatNumber(b.sent)} von {formatNumber(b.total)} ({b.percent} %)
            </span>
          </>
        ) : null}
      </div>
    ),
  },
  {
    id: "reach",
    header: "Erreicht",
    cell: ({ row: { original: b } }) => (b.status === "done" || b.status === "sending" ? formatNumber(b.sent) : `${formatNumber(b.total)} geplant`),
  },
  {
    id: "read",
    header: "Gelesen",
    cell: ({ row: { original: b } }) => (b.sent > 0 ? `${formatNumber(b.read)} (${Math.round((b.read / b.sent) * 100)} %)` : "–"),
  },
];

export default function AdminNotifications({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult();
  const [form, fields] = useZodForm(broadcastFormSchema, {
    id: `broadcast-${d.requestToken}`,
    lastResult: result?.intent === "send" ? result.submission : undefined,
    defaultValue: { requestToken: d.requestToken, priority: "normal", audience: "all" },
  });
  const hydrated = useHydrated();
  useRefreshWhile(d.list.running);
  const audience = (form.value as { audience?: string } | undefined)?.audience ?? "all";
  // after hydration only the field of the chosen audience is shown; before it all three (the server ignores the others)
  const shows = (a: string) => !hydrated || audience === a;
  const { key: sendAtKey, ...sendAtProps } = getInputProps(fields.sendAt, { type: "datetime-local", ariaDescribedBy: fields.sendAt.descriptionId });

  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Administration" title="Benachrichtigungen">
        Eine Nachricht an alle, eine Stadt, eine Rolle oder eine Person – in der App unter der Glocke, per Push und E-Mail, soweit die Empfänger:innen es
        erlauben.
      </BackOfficeHeader>

      <ZodForm form={form} encType="multipart/form-data">
        <input type="hidden" name={fields.requestToken.name} value={d.requestToken} />
        <FormSection title="Neue Benachrichtigung" description="Pflicht ist nur der Titel. Ruhezeiten der Empfänger:innen gelten, außer bei „Dringend“.">
          <InputField field={fields.title} label="Titel" className="md:col-span-2" maxLength={120} />
          <TextareaField field={fields.message} label="Nachricht" rows={3} className="md:col-span-2" />
          <InputField field={fields.link} label="Link" placeholder="/luebeck/events oder https://…" hint="Ein Pfad dieser Seite oder eine Adresse mit https://." />
          <InputField field={fields.imageUrl} label="Bild-Adresse" placeholder="/media/… oder https://…" hint="Ein Bild der Mediathek oder im Web (https) – oder unten hochladen." />
          <ImageUploadField file={fields.image} alt={fields.imageAlt} label="Bild hochladen" className="md:col-span-2" />
          <SelectInputField field={fields.audience} label="Zielgruppe" options={BROADCAST_AUDIENCE.options()} />
          {shows("city") ? (
            <SelectInputField field={fields.city} label="Stadt" placeholder="Stadt wählen" options={CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] }))} hint="Nach der Stadt im Profil." />
          ) : null}
          {shows("role") ? <SelectInputField field={fields.role} label="Rolle" placeholder="Rolle wählen" options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} /> : null}
          {shows("user") ? <InputField field={fields.email} label="E-Mail der Person" type="email" autoComplete="off" /> : null}
          <SelectInputField field={fields.priority} label="Priorität" options={NOTIFICATION_PRIORITY.options()} />
          <FieldShell label="Senden am (optional)" hint="Uhrzeit in Berlin. Leer lassen: sofort senden." field={fields.sendAt}>
            <input key={sendAtKey} {...sendAtProps} className={controlClass} />
          </FieldShell>
        </FormSection>
        <div>
          <SubmitButton name="intent" value="send" pendingLabel="Wird gesendet…">
            <BellRing aria-hidden="true" className="size-4" /> Benachrichtigung senden
          </SubmitButton>
        </div>
      </ZodForm>

      <section aria-labelledby="history" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="history" className="font-display text-xl font-semibold">
            Verlauf
          </h2>
          {d.list.running ? (
            <Link to={linkTo(admin, "notifications")} className={buttonClass("ghost", "sm")} preventScrollReset>
              <RefreshCw aria-hidden="true" className="size-4" /> Fortschritt aktualisieren
            </Link>
          ) : null}
        </div>
        <DataTable
          caption="Verschickte und geplante Benachrichtigungen"
          list={d.list}
          columns={columns}
          rowId={(b) => b.id}
          rowLabel={(b) => b.title}
          filters={[{ name: "status", label: "Status", allLabel: "Alle Status", options: BROADCAST_STATUS.options() }]}
          rowActions={(b) =>
            b.status === "scheduled" ? (
              <IntentButton intent="cancel" spec={intents.cancel} id={b.id} variant="ghost" confirmTitle={`„${b.title}“ nicht senden?`}>
                <Ban aria-hidden="true" className="size-4" /> Abbrechen
              </IntentButton>
            ) : null
          }
          empty={{ icon: <BellRing className="size-10" />, title: "Noch nichts verschickt", body: "Was Sie oben senden oder planen, erscheint hier mit Reichweite und Lesequote." }}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "notifications")} />;
}
