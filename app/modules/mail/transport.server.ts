import nodemailer, { type Transporter } from "nodemailer";

const g = globalThis as typeof globalThis & { __stadtpulsMailer?: Transporter };

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer's JSON transport, which renders the
 * complete message without sending it — the outbox keeps it for the admin mailbox.
 */
export function mailTransport(): Transporter {
  if (!g.__stadtpulsMailer) {
    g.__stadtpulsMailer = process.env.SMTP_URL
      ? nodemailer.createTransport(process.env.SMTP_URL)
      : nodemailer.createTransport({ jsonTransport: true });
  }
  return g.__stadtpulsMailer;
}

export const isRealSmtp = () => Boolean(process.env.SMTP_URL);
