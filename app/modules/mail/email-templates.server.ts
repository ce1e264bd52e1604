import { desc, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import type { TableList } from "~/lib/list/list-spec";
import type { Actor } from "~/modules/accounts/actor";
import { admin, linkTo } from "~/registry";
import { defaultTemplates, type TemplateDefinition } from "~/modules/mail/default-templates";
import { assertCan } from "~/modules/mail/permissions";
import { sampleData } from "~/modules/mail/sample-data";
import { emailTemplates, emailTemplateVersions } from "~/modules/mail/schema";
import { renderContent, type TemplateContent } from "~/modules/mail/template-syntax";

/** A built-in template by key, or EMAIL_TEMPLATE_NOT_FOUND (only templates the product sends can be edited). */
export function builtInTemplate(key: string): TemplateDefinition {
  const t = Object.hasOwn(defaultTemplates, key) ? defaultTemplates[key] : undefined;
  if (!t) throw new AppError("EMAIL_TEMPLATE_NOT_FOUND");
  return t;
}

export const contentOf = (t: TemplateContent): TemplateContent => ({ subject: t.subject, bodyText: t.bodyText, bodyHtml: t.bodyHtml });

/** The admin's copy of a template, if there is one. */
export async function customCopy(tx: DbOrTx, key: string) {
  const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  return row ?? null;
}

/** Every template the product sends (one page: they are a handful), with whether an admin changed it and when (`/admin/email-templates`). */
export async function getEmailTemplatesView(actor: Actor): Promise<TableList<EmailTemplateRow>> {
  assertCan(actor, "emailTemplate.manage");
  const copies = new Map((await db.select({ key: emailTemplates.key, updatedAt: emailTemplates.updatedAt }).from(emailTemplates)).map((r) => [r.key, r.updatedAt]));
  const rows = Object.values(defaultTemplates)
    .map((t) => ({
      key: t.key,
      name: t.name,
      purpose: t.purpose ?? null,
      variables: t.variables,
      customized: copies.has(t.key),
      updatedAt: copies.get(t.key) ?? null,
      editHref: linkTo(admin, "emailTemplateEdit", { key: t.key }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "de"));
  return { rows, total: rows.length, page: 1, pageSize: Math.max(rows.length, 1), sort: "name", dir: "asc", notices: [] };
}

export type EmailTemplateRow = {
  key: string;
  name: string;
  purpose: string | null;
  variables: string[];
  customized: boolean;
  updatedAt: Date | null;
  editHref: string;
};

/** One template for its editor: the current wording, the built-in one, placeholders with sample values, a preview and the versions. */
export async function getEmailTemplateEditView(actor: Actor, key: string) {
  assertCan(actor, "emailTemplate.manage");
  const builtIn = builtInTemplate(key);
  const copy = await customCopy(db, key);
  const current = contentOf(copy ?? builtIn);
  const sample = sampleData(builtIn);
  const versions = await db
    .select({
      id: emailTemplateVersions.id,
      kind: emailTemplateVersions.kind,
      subject: emailTemplateVersions.subject,
      bodyText: emailTemplateVersions.bodyText,
      bodyHtml: emailTemplateVersions.bodyHtml,
      createdByEmail: emailTemplateVersions.createdByEmail,
      createdAt: emailTemplateVersions.createdAt,
    })
    .from(emailTemplateVersions)
    .where(eq(emailTemplateVersions.templateKey, key))
    .orderBy(desc(emailTemplateVersions.createdAt))
    .limit(50);
  return {
    template: { key, name: builtIn.name, purpose: builtIn.purpose ?? null, customized: Boolean(copy), updatedAt: copy?.updatedAt ?? null },
    variables: builtIn.variables.map((name) => ({ name, sample: sample[name]! })),
    sample,
    current,
    preview: renderContent(current, sample),
    versions,
  };
}

/** The template's wording rendered with its sample data (the editor's "Vorschau"). */
export function previewEmailTemplate(actor: Actor, key: string, content: TemplateContent) {
  assertCan(actor, "emailTemplate.manage");
  return renderContent(content, sampleData(builtInTemplate(key)));
}
