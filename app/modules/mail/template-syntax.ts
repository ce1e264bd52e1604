/**
 * The syntax of e-mail templates, shared by the renderer (server), the editor's validation (browser and
 * server) and its live preview: `{{name}}` placeholders, filled with the data the sending module gives;
 * in the HTML body every value is HTML-escaped, so data can never add markup.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The template with its placeholders filled ("–" for a missing value); `html` escapes every value. */
export function fillTemplate(template: string, data: Record<string, unknown>, html: boolean): string {
  return template.replace(PLACEHOLDER, (_m, key: string) => {
    const v = data[key];
    const s = v === undefined || v === null || v === "" ? "–" : String(v);
    return html ? escapeHtml(s) : s;
  });
}

/** The names of the placeholders a text uses, each once, in order. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/**
 * What is wrong with a template text, as a German sentence (null: nothing): braces that form no
 * placeholder (`{{ name`, `{{vor-name}}`, `{{}}`), or a placeholder this template does not know.
 */
export function templateProblem(template: string, allowed: readonly string[]): string | null {
  const rest = template.replace(PLACEHOLDER, "");
  const broken = /\{\{|\}\}/.exec(rest);
  if (broken) {
    const around = brokenSnippet(template);
    return `Die Schreibweise eines Platzhalters ist fehlerhaft${around ? ` („${around}“)` : ""}. Platzhalter schreiben Sie so: {{name}}.`;
  }
  const unknown = placeholdersIn(template).find((name) => !allowed.includes(name));
  if (unknown) {
    return `Den Platzhalter {{${unknown}}} gibt es in dieser Vorlage nicht. Verfügbar: ${allowed.map((v) => `{{${v}}}`).join(", ")}.`;
  }
  return null;
}

/** The first broken brace pair with a little context, for the message. */
function brokenSnippet(template: string): string {
  const masked = template.replace(PLACEHOLDER, (m) => "\u0000".repeat(m.length));
  const at = masked.search(/\{\{|\}\}/);
  if (at < 0) return "";
  return template.slice(Math.max(0, at - 10), at + 20).replace(/\s+/g, " ").trim();
}

/** The frame every HTML e-mail is sent in (logo, card, imprint line). */
export const mailLayout = (inner: string, testMode: boolean) => `<!doctype html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1d2b">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:700;color:#b53c7a;margin-bottom:16px">Stadtpuls</div>
${testMode ? '<div style="background:#fff3cd;border:1px solid #e0b100;padding:8px 12px;border-radius:6px;margin-bottom:16px"><strong>Testmodus</strong> – es wurde kein echtes Geld bewegt.</div>' : ""}
<div style="background:#fff;border-radius:12px;padding:24px;line-height:1.5">${inner}</div>
<p style="font-size:12px;color:#5f5b6b;margin-top:16px">Stadtpuls · Breite Straße 1 · 23552 Lübeck · Sie erhalten diese E-Mail, weil Sie Stadtpuls nutzen.</p>
</div></body></html>`;

export type TemplateContent = { subject: string; bodyText: string; bodyHtml: string };
export type RenderedMail = { subject: string; text: string; html: string };

/** A template's content with the data filled in: subject and text as they are, the HTML body escaped and framed. */
export function renderContent(t: TemplateContent, data: Record<string, unknown>, options: { testMode?: boolean } = {}): RenderedMail {
  const testNote = options.testMode ? "[Testmodus] " : "";
  return {
    subject: testNote + fillTemplate(t.subject, data, false),
    text: (options.testMode ? "TESTMODUS – es wurde kein echtes Geld bewegt.\n\n" : "") + fillTemplate(t.bodyText, data, false),
    html: mailLayout(fillTemplate(t.bodyHtml, data, true), Boolean(options.testMode)),
  };
}
