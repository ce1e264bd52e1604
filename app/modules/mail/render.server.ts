import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { defaultTemplates, type TemplateDefinition } from "~/modules/mail/default-templates";
import { emailTemplates } from "~/modules/mail/schema";
import { renderContent, type RenderedMail, type TemplateContent } from "~/modules/mail/template-syntax";

export type { RenderedMail } from "~/modules/mail/template-syntax";

/** Registers more built-in templates (modules add theirs at import time). */
export function addDefaultTemplates(list: TemplateDefinition[]): void {
  for (const t of list) defaultTemplates[t.key] = t;
}

export async function loadTemplate(db: DbOrTx, key: string): Promise<TemplateDefinition> {
  const builtIn = defaultTemplates[key];
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  // an admin's copy keeps the built-in's declaration of placeholders, purpose and sample data
  if (row) return { ...builtIn, ...row, variables: builtIn?.variables ?? row.variables };
  if (!builtIn) throw new Error(`Unbekannte E-Mail-Vorlage: ${key}`);
  return builtIn;
}

/**
 * The mail of template `key` with `data` filled in (an admin's edited copy wins over the built-in).
 * `content` renders given wording instead (the editor's test send of a draft).
 */
export async function renderTemplate(
  db: DbOrTx,
  key: string,
  data: Record<string, unknown>,
  options: { testMode?: boolean; content?: TemplateContent } = {},
): Promise<RenderedMail> {
  const t = options.content ?? (await loadTemplate(db, key));
  return renderContent(t, data, options);
}
