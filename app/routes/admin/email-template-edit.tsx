import { History, RotateCcw } from "lucide-react";
import type { Route } from "./+types/email-template-edit";
import { formatDateTime } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { builtInTemplate, getEmailTemplateEditView, previewEmailTemplate } from "~/modules/mail/email-templates.server";
import { resetEmailTemplate, restoreEmailTemplateVersion, saveEmailTemplate } from "~/modules/mail/save-email-template.server";
import { sendTestEmail } from "~/modules/mail/send-test-email.server";
import { renderContent, templateProblem, type RenderedMail } from "~/modules/mail/template-syntax";
import { emailTemplateFormSchema, restoreVersionSchema } from "~/modules/mail/template-validation";
import { admin, linkTo, pageTitle } from "~/registry";
import {
  ActionResultNotice,
  BackOfficeHeader,
  DetailSection,
  defineIntents,
  FormSection,
  InputField,
  IntentButton,
  SubmitButton,
  TextareaField,
  useActionResult,
  useZodForm,
  ZodForm,
} from "~/ui/back-office";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { useHydrated } from "~/ui/use-hydrated";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(admin, data?.template ? { title: `${data.template.name} – E-Mail-Vorlage` } : admin.pages.emailTemplateEdit) },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getEmailTemplateEditView(actor, params.key).catch(throwAsResponse);
}

const intents = defineIntents({
  save: { label: "Speichern", success: "Vorlage gespeichert", scope: "form" },
  preview: { label: "Vorschau", scope: "form" },
  test: { label: "Test an mich senden", scope: "form" },
  reset: {
    label: "Auf Standard zurücksetzen",
    success: "Vorlage auf den Standard zurückgesetzt",
    scope: "form",
    tone: "danger",
    confirm: { title: "Auf den Standard zurücksetzen?", body: "Ihre Anpassung wird verworfen; sie bleibt in der Versionsliste und lässt sich wiederherstellen.", confirmLabel: "Zurücksetzen" },
  },
  restore: {
    label: "Wiederherstellen",
    success: "Version wiederhergestellt",
    scope: "form",
    input: restoreVersionSchema,
    confirm: { title: "Diese Version wiederherstellen?", body: "Sie wird die aktuelle Fassung der Vorlage.", confirmLabel: "Wiederherstellen" },
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const key = params.key;
  const variables = await Promise.resolve()
    .then(() => builtInTemplate(key).variables)
    .catch(throwAsResponse);
  const form = emailTemplateFormSchema(variables);
  return runIntents(request, { ...intents, save: { ...intents.save, input: form }, preview: { ...intents.preview, input: form }, test: { ...intents.test, input: form } }, {
    save: async ({ input }) => {
      const { changed } = await saveEmailTemplate({ actor, key, values: input });
      return changed ? undefined : reply({ message: "Keine Änderungen – die Vorlage ist unverändert." });
    },
    preview: async ({ input }) => reply({ message: "Vorschau aktualisiert", data: { preview: previewEmailTemplate(actor, key, input) } }),
    test: async ({ input }) => {
      const { to } = await sendTestEmail({ actor, key, values: input });
      return reply({ message: `Test-E-Mail an ${to} in den Postausgang gelegt.` });
    },
    reset: () => resetEmailTemplate({ actor, key }),
    restore: ({ input }) => restoreEmailTemplateVersion({ actor, key, versionId: input.versionId }),
  });
}

const VERSION_KIND = { saved: "Gespeichert", reset: "Auf Standard zurückgesetzt", restored: "Wiederhergestellt" } as const;

export default function EmailTemplateEdit({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult<{ preview?: RenderedMail }>();
  const names = d.variables.map((v) => v.name);
  const schema = emailTemplateFormSchema(names);
  const [form, fields] = useZodForm(schema, {
    id: `template-${d.template.key}-${d.versions[0]?.id ?? "default"}`,
    lastResult: result?.submission,
    defaultValue: d.current,
  });
  const hydrated = useHydrated();
  // with JavaScript the preview follows every keystroke (rendered like the real mail); without it, "Vorschau" asks the server
  const value = form.value as Partial<Record<"subject" | "bodyText" | "bodyHtml", string>> | undefined;
  const draft = { subject: value?.subject ?? "", bodyText: value?.bodyText ?? "", bodyHtml: value?.bodyHtml ?? "" };
  const draftOk = hydrated && [draft.subject, draft.bodyText, draft.bodyHtml].every((t) => t.trim() && !templateProblem(t, names));
  const preview = draftOk ? renderContent(draft, d.sample) : (result?.data?.preview ?? d.preview);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <BackOfficeHeader
        back={{ to: linkTo(admin, "emailTemplates"), label: "Alle E-Mail-Vorlagen" }}
        eyebrow="E-Mail-Vorlage"
        title={d.template.name}
        actions={
          d.template.customized ? (
            <IntentButton intent="reset" spec={intents.reset} variant="outline">
              <RotateCcw aria-hidden="true" className="size-4" /> Auf Standard zurücksetzen
            </IntentButton>
          ) : null
        }
      >
        {d.template.purpose ?? "Eine E-Mail, die Stadtpuls verschickt."}{" "}
        {d.template.customized && d.template.updatedAt ? `Angepasst, zuletzt geändert am ${formatDateTime(d.template.updatedAt)}.` : "Im Auslieferungszustand."}
      </BackOfficeHeader>
      {/* successes and refusals of reset/restore; a form's own refusals stand beside its fields */}
      <ActionResultNotice result={result} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ZodForm form={form} warnUnsaved={false}>
          <FormSection title="Inhalt" description="Platzhalter in doppelten geschweiften Klammern werden beim Versand gefüllt, z. B. {{name}}.">
            <InputField field={fields.subject} label="Betreff" className="md:col-span-2" />
            <TextareaField field={fields.bodyText} label="Text (Nur-Text-Fassung)" rows={10} className="md:col-span-2" />
            <TextareaField
              field={fields.bodyHtml}
              label="HTML-Fassung"
              rows={10}
              className="md:col-span-2 [&_textarea]:font-mono [&_textarea]:text-sm"
              hint="Der Rahmen mit Logo und Impressum kommt automatisch dazu. Werte der Platzhalter werden maskiert – sie können kein HTML einschleusen."
            />
          </FormSection>
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="save">
              Speichern
            </SubmitButton>
            <SubmitButton name="intent" value="preview" variant="outline" pendingLabel="Wird erstellt…">
              Vorschau
            </SubmitButton>
            <SubmitButton name="intent" value="test" variant="outline" pendingLabel="Wird gesendet…">
              Test an mich senden
            </SubmitButton>
          </div>
        </ZodForm>

        <div className="flex min-w-0 flex-col gap-6">
          <DetailSection title="Vorschau">
            <p className="mb-1 text-sm text-muted">Mit Beispieldaten{hydrated ? " – aktualisiert sich beim Tippen" : ""}.</p>
            <p className="mb-3 break-words">
              <span className="text-sm text-muted">Betreff: </span>
              <strong data-testid="preview-subject">{preview.subject}</strong>
            </p>
            {/* an opaque-origin sandbox (no same-origin): the template's own markup cannot reach the page; scripts stay
                blocked by the page's CSP, which the srcdoc frame inherits (allow-scripts lets only axe/devtools look inside) */}
            <iframe title="Vorschau der HTML-E-Mail" sandbox="allow-scripts" srcDoc={preview.html} className="h-96 w-full rounded-lg border border-line bg-sand" />
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-primary-strong">Nur-Text-Fassung anzeigen</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{preview.text}</pre>
            </details>
          </DetailSection>
          <DetailSection title="Verfügbare Platzhalter">
            {d.variables.length ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                {d.variables.map((v) => (
                  <div key={v.name} className="contents">
                    <dt>
                      <code className="rounded bg-sand px-1">{`{{${v.name}}}`}</code>
                    </dt>
                    <dd className="break-words text-muted">z. B. {v.sample}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted">Diese Vorlage hat keine Platzhalter.</p>
            )}
          </DetailSection>
        </div>
      </div>

      <DetailSection title="Versionen">
        {d.versions.length ? (
          <ol className="flex flex-col divide-y divide-line">
            {d.versions.map((v, i) => (
              <li key={v.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <History aria-hidden="true" className="size-4 text-muted" />
                    <span className="font-semibold">{formatDateTime(v.createdAt)}</span>
                    <span className="text-muted">{v.createdByEmail ?? "Gelöschtes Konto"}</span>
                    <Badge tone={v.kind === "reset" ? "neutral" : "primary"}>{VERSION_KIND[v.kind]}</Badge>
                    {i === 0 ? <Badge tone="success">Aktuell</Badge> : null}
                  </p>
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm font-semibold text-primary-strong">Ansehen</summary>
                    <p className="mt-2 text-sm">
                      <span className="text-muted">Betreff:</span> {v.subject}
                    </p>
                    <pre className="mt-1 whitespace-pre-wrap break-words text-sm">{v.bodyText}</pre>
                  </details>
                </div>
                {i > 0 ? (
                  <IntentButton intent="restore" spec={intents.restore} fields={{ versionId: v.id }} variant="outline" confirmTitle={`Version vom ${formatDateTime(v.createdAt)} wiederherstellen?`}>
                    Wiederherstellen
                  </IntentButton>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">Noch keine Versionen – jede Speicherung legt eine an (wer, wann, was).</p>
        )}
      </DetailSection>
    </div>
  );
}
