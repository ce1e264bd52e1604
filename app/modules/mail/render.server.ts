import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { defaultTemplates, type TemplateDefinition } from "~/modules/mail/default-templates";
import { emailTemplates } from "~/modules/mail/schema";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function fill(template: string, data: Record<string, unknown>, html: boolean): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, key: string) => {
    const v = data[key];
    const s = v === undefined || v === null || v === "" ? "–" : String(v);
    return html ? escapeHtml(s) : s;
  });
}

/** Registers more built-in templates (modules add theirs at import time). */
export function addDefaultTemplates(list: TemplateDefinition[]): void {
  for (const t of list) defaultTemplates[t.key] = t;
}

export async function loadTemplate(db: DbOrTx, key: string): Promise<TemplateDefinition> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key)).limit(1);
  if (row) return { ...row, variables: row.variables };
  const builtIn = defaultTemplates[key];
  if (!builtIn) throw new Error(`Unbekannte E-Mail-Vorlage: ${key}`);
  return builtIn;
}

const layout = (inner: string, testMode: boolean) => `<!doctype html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1d2b">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:700;color:#b53c7a;margin-bottom:16px">Stadtpuls</div>
${testMode ? '<div style="background:#fff3cd;border:1px solid #e0b100;padding:8px 12px;border-radius:6px;margin-bottom:16px"><strong>Testmodus</strong> – es wurde kein echtes Geld bewegt.</div>' : ""}
<div style="background:#fff;border-radius:12px;padding:24px;line-height:1.5">${inner}</div>
<p style="font-size:12px;color:#5f5b6b;margin-top:16px">Stadtpuls · Breite Straße 1 · 23552 Lübeck · Sie erhalten diese E-Mail, weil Sie Stadtpuls nutzen.</p>
</div></body></html>`;

export type RenderedMail = { subject: string; text: string; html: string };

export async function renderTemplate(
  db: DbOrTx,
  key: string,
  data: Record<string, unknown>,
  options: { testMode?: boolean } = {},
): Promise<RenderedMail> {
  const t = await loadTemplate(db, key);
  const testNote = options.testMode ? "[Testmodus] " : "";
  return {
    subject: testNote + fill(t.subject, data, false),
    text: (options.testMode ? "TESTMODUS – es wurde kein echtes Geld bewegt.\n\n" : "") + fill(t.bodyText, data, false),
    html: layout(fill(t.bodyHtml, data, true), Boolean(options.testMode)),
  };
}
