import crypto from "node:crypto";

/** Crockford-style alphabet without look-alikes (no 0/O, 1/I/L, U). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

function randomChars(n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return out;
}

/** Printed on the ticket, e.g. SP-7KQ2-M9XD-4T (about 60 bits, unguessable). */
export function newTicketNumber(): string {
  return `SP-${randomChars(4)}-${randomChars(4)}-${randomChars(4)}`;
}

/** Booking reference, e.g. SP-2026-K7M2Q9. */
export function newBookingReference(now = new Date()): string {
  return `SP-${now.getUTCFullYear()}-${randomChars(6)}`;
}

function secret(): string {
  return process.env.TICKET_SECRET ?? process.env.BETTER_AUTH_SECRET ?? "stadtpuls-dev-ticket-secret";
}

function sign(ticketNumber: string): string {
  return crypto.createHmac("sha256", secret()).update(`ticket:${ticketNumber}`).digest("base64url").slice(0, 16);
}

/** QR payload: the ticket number plus an HMAC, so a forged code is rejected at the door. */
export function qrPayload(ticketNumber: string): string {
  return `SPT1.${ticketNumber}.${sign(ticketNumber)}`;
}

/** The ticket number inside a genuine QR payload, else null. */
export function verifyQrPayload(payload: string): string | null {
  const m = /^SPT1\.(SP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\.([\w-]{16})$/.exec(payload.trim());
  if (!m) return null;
  const [, number, mac] = m;
  const expected = sign(number!);
  return crypto.timingSafeEqual(Buffer.from(mac!), Buffer.from(expected)) ? number! : null;
}
