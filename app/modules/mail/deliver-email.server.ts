import { db } from "~/lib/db.server";
import { renderTemplate } from "~/modules/mail/render.server";
import { isRealSmtp, mailTransport } from "~/modules/mail/transport.server";
import type { OutboxRow } from "~/modules/outbox/handlers.server";

export type EmailPayload = {
  to: string;
  template: string;
  data: Record<string, unknown>;
  testMode?: boolean;
  replyTo?: string;
  /** Wording to render instead of the stored template (the template editor's test send of a draft). */
  content?: { subject: string; bodyText: string; bodyHtml: string };
  /** Attachments produced at delivery time by a registered generator. */
  attachments?: Array<{ generator: string; args: Record<string, unknown> }>;
};

type AttachmentGenerator = (args: Record<string, unknown>) => Promise<{ filename: string; content: Buffer; contentType: string }>;
const generators = new Map<string, AttachmentGenerator>();

/** E.g. ticketing registers "ticket-pdf" so confirmation mails carry the PDF. */
export function registerAttachmentGenerator(name: string, gen: AttachmentGenerator): void {
  generators.set(name, gen);
}

/** The payload `enqueue` wrote for an e-mail: one without recipient or template cannot be sent. */
const isEmailPayload = (p: Record<string, unknown>): p is EmailPayload =>
  typeof p.to === "string" && p.to !== "" && typeof p.template === "string" && p.template !== "";

/** Outbox handler for kind "email": renders the template and hands it to nodemailer. */
export async function deliverEmail(row: OutboxRow): Promise<Record<string, unknown>> {
  const p = row.payload;
  if (!isEmailPayload(p)) throw new Error("E-Mail ohne Empfänger oder Vorlage");
  const mail = await renderTemplate(db, p.template, p.data ?? {}, { testMode: p.testMode, content: p.content });
  const attachments = [];
  for (const a of p.attachments ?? []) {
    const gen = generators.get(a.generator);
    if (!gen) throw new Error(`Unbekannter Anhang: ${a.generator}`);
    attachments.push(await gen(a.args));
  }
  const info = await mailTransport().sendMail({
    from: process.env.MAIL_FROM ?? "Stadtpuls <hallo@stadtpuls.de>",
    to: p.to,
    replyTo: p.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments,
  });
  return {
    transport: isRealSmtp() ? "smtp" : "json",
    messageId: info.messageId,
    to: p.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
  };
}
