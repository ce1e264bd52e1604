import { Eye, Mail, Send } from "lucide-react";
import type { Route } from "./+types/event-messages";
import { formatDateTime, formatNumber } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  ATTENDEE_MESSAGE_AUDIENCE,
  ATTENDEE_MESSAGE_PLACEHOLDERS,
  ATTENDEE_MESSAGE_STATUS,
  attendeeMessageSchema,
} from "~/modules/event-management/attendee-message-validation";
import {
  assertCanMessageAttendees,
  getAttendeeMessagesView,
  previewAttendeeMessage,
  sendAttendeeMessage,
  sendAttendeeMessageTest,
} from "~/modules/event-management/attendee-messages.server";
import { linkTo, organizer, pageTitle } from "~/registry";
import {
  ActionResultNotice,
  BackOfficeHeader,
  defineIntents,
  FormSection,
  InputField,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useActionResult,
  useZodForm,
  ZodForm,
  useRefreshWhile,
} from "~/ui/back-office";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";
import { useHydrated } from "~/ui/use-hydrated";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.eventMessages) }];

/** 'Nachricht an Teilnehmende': compose, preview, test and send a message to an event's ticket holders; its history with reach. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "events");
  return getAttendeeMessagesView(actor, params.id).catch(throwAsResponse);
}

const intents = defineIntents({
  preview: { label: "Vorschau", scope: "form", input: attendeeMessageSchema },
  test: { label: "Test an mich senden", scope: "form", input: attendeeMessageSchema },
  send: { label: "Nachricht senden", scope: "form", input: attendeeMessageSchema },
});

type Preview = { total: number; preview: { to: string; subject: string; text: string } | null };

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "events");
  // another organizer's event does not exist, whatever was posted
  await assertCanMessageAttendees(actor, params.id).catch(throwAsResponse);
  const eventId = params.id;
  return runIntents(request, intents, {
    preview: async ({ input }) => reply({ data: await previewAttendeeMessage({ actor, eventId, values: input }) }),
    test: async ({ input }) => {
      const r = await sendAttendeeMessageTest({ actor, eventId, values: input });
      return reply({ message: `Die Test-Nachricht geht an ${r.to}.` });
    },
    send: async ({ input }) => {
      const r = await sendAttendeeMessage({ actor, eventId, values: input });
      return redirectWithToast(linkTo(organizer, "eventMessages", { id: eventId }), {
        type: "success",
        title: "Nachricht wird verschickt",
        description: `An ${formatNumber(r.total)} Empfänger:innen. Der Fortschritt steht im Verlauf.`,
      });
    },
  });
}

const placeholderHint = `Platzhalter: ${ATTENDEE_MESSAGE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")} – für jede:n Empfänger:in ausgefüllt.`;

export default function EventMessages({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult<Preview>();
  const [form, fields] = useZodForm(attendeeMessageSchema, {
    lastResult: result?.submission,
    defaultValue: { audience: "all", subject: "Neuigkeiten zu {{event}}", body: "Hallo {{name}},\n\n" },
  });
  const hydrated = useHydrated();
  useRefreshWhile(d.running);
  const audience = (form.value as { audience?: string } | undefined)?.audience ?? "all";
  const preview = result?.intent === "preview" && result.ok ? result.data : undefined;
  const reachOf = (a: string) => (a in d.reach ? d.reach[a as keyof typeof d.reach] : null);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader eyebrow="Nachricht an Teilnehmende" title={d.event.title} back={{ to: linkTo(organizer, "eventEdit", { id: d.event.id }), label: "Zum Event" }}>
        Am {d.event.date}. Die Nachricht geht per E-Mail an alle mit gültigem Ticket (eine pro E-Mail-Adresse) und erscheint bei Konten unter der Glocke.
        Höchstens 3 Nachrichten am Tag, mit mindestens 10 Minuten Abstand.
      </BackOfficeHeader>

      <ul className="grid gap-3 sm:grid-cols-3" aria-label="Erreichbare Teilnehmende">
        {(["all", "checked_in", "not_checked_in"] as const).map((a) => (
          <li key={a} className="rounded-2xl border border-line bg-white p-4">
            <p className="text-sm text-muted">{ATTENDEE_MESSAGE_AUDIENCE.label(a)}</p>
            <p className="font-display text-2xl font-semibold tabular-nums">{formatNumber(d.reach[a])}</p>
          </li>
        ))}
      </ul>

      {result?.intent !== "preview" ? <ActionResultNotice result={result} /> : null}

      <ZodForm form={form}>
        <FormSection title="Nachricht verfassen" description={placeholderHint}>
          <SelectInputField
            field={fields.audience}
            label="Empfänger:innen"
            options={ATTENDEE_MESSAGE_AUDIENCE.options().map((o) => {
              const n = reachOf(o.value);
              return n === null ? o : { ...o, label: `${o.label} (${formatNumber(n)})` };
            })}
          />
          {!hydrated || audience === "category" ? (
            <SelectInputField
              field={fields.ticketCategoryId}
              label="Ticketkategorie"
              placeholder="Kategorie wählen"
              options={d.categories.map((c) => ({ value: c.id, label: c.name }))}
              hint={hydrated ? undefined : "Nur bei „Eine Ticketkategorie“."}
            />
          ) : null}
          <InputField field={fields.subject} label="Betreff" className="md:col-span-2" maxLength={150} />
          <TextareaField field={fields.body} label="Text" rows={8} className="md:col-span-2" />
        </FormSection>
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="preview" variant="secondary" pendingLabel="Vorschau wird erstellt…">
            <Eye aria-hidden="true" className="size-4" /> Vorschau
          </SubmitButton>
          <SubmitButton name="intent" value="test" variant="secondary" pendingLabel="Wird gesendet…">
            <Mail aria-hidden="true" className="size-4" /> Test an mich senden
          </SubmitButton>
          <SubmitButton name="intent" value="send" pendingLabel="Wird gesendet…">
            <Send aria-hidden="true" className="size-4" /> Nachricht senden
          </SubmitButton>
        </div>
      </ZodForm>

      {preview ? (
        <section aria-labelledby="preview" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
          <h2 id="preview" className="font-display text-xl font-semibold">
            Vorschau
          </h2>
          {preview.preview ? (
            <>
              <p className="text-sm text-muted">
                So liest es {preview.preview.to} – eine:r von {formatNumber(preview.total)} Empfänger:innen.
              </p>
              <p className="font-semibold">{preview.preview.subject}</p>
              <p className="whitespace-pre-line">{preview.preview.text}</p>
            </>
          ) : (
            <p className="text-muted">Diese Auswahl erreicht niemanden. Bitte wählen Sie eine andere Zielgruppe.</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="history" className="flex flex-col gap-3">
        <h2 id="history" className="font-display text-xl font-semibold">
          Verlauf
        </h2>
        {d.history.length === 0 ? (
          <p className="rounded-2xl border border-line bg-white p-5 text-muted">Noch keine Nachricht verschickt. Was Sie oben senden, erscheint hier mit seiner Reichweite.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {d.history.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{m.subject}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(m.createdAt)} · {m.audienceLabel}
                  </p>
                  <p className="line-clamp-2 text-sm break-words">{m.body}</p>
                </div>
                <div className="flex min-w-48 flex-col items-start gap-1 md:items-end">
                  <EnumBadge of={ATTENDEE_MESSAGE_STATUS} value={m.status} />
                  {m.status === "sending" ? (
                    <progress max={Math.max(m.total, 1)} value={m.processed} className="h-2 w-full accent-primary" aria-label={`Fortschritt: ${m.processed} von ${m.total}`} />
                  ) : null}
                  <p className="text-sm tabular-nums">
                    {formatNumber(m.processed)} von {formatNumber(m.total)} Empfänger:innen ({m.percent} %)
                  </p>
                  <p className="text-xs text-muted tabular-nums">
                    Zugestellt: {formatNumber(m.sent)} · Fehlgeschlagen: {formatNumber(m.failed)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
