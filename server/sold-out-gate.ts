/**
 * Sold-out gate (issue 6, docs/decisions/0007): once this process has seen an event sold out, the
 * late buyers of an on-sale rush get their refusal without React Router. It answers only a request
 * for which the checkout action would give exactly that refusal:
 *
 * - a React Router data POST of the checkout form (`/:city/events/:slug/tickets.data`, form body),
 *   from this site's own origin (React Router's CSRF rule);
 * - the form is valid (the action's schema) and names an event this process saw sold out;
 * - the session cookie is valid on the fast path, and this user has no booking with the form's
 *   idempotency key (a double submit whose first attempt got seats gets its booking back);
 *
 * — session and idempotency key are checked in ONE query. Everything else (anonymous buyers, a
 * session better-auth must refresh, a discount check, a bad form, any doubt or error) goes on to
 * React Router unchanged. The answer itself is React Router's: the first refusal this process sent
 * through the full path is recorded byte for byte and replayed; until there is one, the gate only
 * reads. It writes nothing; the conditional seat UPDATE stays the one authority on seats.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { CITY_IDS } from "~/lib/cities";
import { logger } from "~/lib/logger.server";
import { type HandOff, ON_RESPONSE, PRE_READ_BODY, readBody, requestOrigin } from "~/lib/node-request.server";
import { viewerWithIdempotentBooking } from "~/modules/ticketing/viewer-booking.server";
import { findFormListViolation } from "~/lib/form-limits";
import { CHECKOUT_FORM_LISTS, checkoutFields, postedEventId } from "~/modules/ticketing/checkout-fields.server";
import { anyRememberedSoldOut, isRememberedSoldOut } from "~/modules/ticketing/sold-out-memo.server";
import { createBookingSchema } from "~/modules/ticketing/validation";

/** The checkout route's data URL (routes.ts: `:city` → `events/:slug/tickets`), without query. */
const CHECKOUT_DATA_PATH = new RegExp(`^/(?:${CITY_IDS.join("|")})/events/[^/]+/tickets\\.data$`);
/** A checkout form is well under this; larger bodies take the normal path. */
const MAX_BODY = 16 * 1024;
/** The refusal's code as the action's failure() puts it into the answer. */
const SOLD_OUT_CODE = "BOOKING_SOLD_OUT";

type GateRequest = ExpressRequest & HandOff;

type Recorded = { status: number; statusText: string; headers: Array<[string, string]>; body: Buffer };
let recorded: Recorded | null = null;

/** Tests: forget the recorded answer (a new build or process starts without one). */
export function resetSoldOutGate(): void {
  recorded = null;
}

export function soldOutGate(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  if (req.method !== "POST" || !anyRememberedSoldOut() || !CHECKOUT_DATA_PATH.test(req.url)) return next();
  if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return next();
  const length = Number(req.headers["content-length"]);
  if (!Number.isSafeInteger(length) || length < 0 || length > MAX_BODY) return next();
  readBody(req, length).then(
    async (body) => {
      const r = req as GateRequest;
      // whatever the verdict, the body is read now: the adapter takes it from here
      r[PRE_READ_BODY] = body;
      let refuse = false;
      try {
        refuse = await wouldRefuseAsSoldOut(req, body);
      } catch (err) {
        logger.warn({ err }, "Ausverkauft-Schnellweg: Prüfung fehlgeschlagen – normaler Weg");
      }
      if (!refuse) return next();
      const answer = recorded;
      if (!answer) {
        r[ON_RESPONSE] = recordRefusal;
        return next();
      }
      if (res.headersSent || res.destroyed) return;
      // head written as server/react-router-handler.ts writes React Router's (Express adds the charset)
      res.statusMessage = answer.statusText;
      res.status(answer.status);
      for (const [k, v] of answer.headers) res.append(k, v);
      res.end(answer.body);
    },
    (err: unknown) => next(err),
  );
}

async function wouldRefuseAsSoldOut(req: ExpressRequest, body: Buffer): Promise<boolean> {
  if (!sameOrigin(req)) return false;
  const form = new FormData();
  for (const [k, v] of new URLSearchParams(body.toString("utf8"))) form.append(k, v);
  if (form.get("intent") === "check-discount") return false;
  // an offer from the waiting list books a seat held for it: the memo says nothing about that seat
  if (form.get("waitlistOfferId")) return false;
  // a form beyond its list limits is the action's to refuse (400), like every other form
  if (findFormListViolation(form, CHECKOUT_FORM_LISTS)) return false;
  const eventId = postedEventId(form);
  if (!eventId || !isRememberedSoldOut(eventId)) return false;
  const parsed = createBookingSchema.safeParse(checkoutFields(form, eventId));
  if (!parsed.success || !parsed.data.idempotencyKey) return false;
  const found = await viewerWithIdempotentBooking(req.headers.cookie, parsed.data.idempotencyKey);
  return found !== null && found.idempotentBookingId === null && isRememberedSoldOut(eventId);
}

/** React Router refuses an action whose Origin is another site's (400); the gate leaves those to it. */
function sameOrigin(req: ExpressRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).origin === requestOrigin(req);
  } catch {
    return false;
  }
}

/** Keeps React Router's own answer to a request the gate would have refused, if it is that refusal. */
async function recordRefusal(response: Response): Promise<Response> {
  if (response.status !== 409 || response.headers.has("set-cookie") || !response.body) return response;
  const body = Buffer.from(await response.arrayBuffer());
  if (body.includes(`"${SOLD_OUT_CODE}"`)) {
    recorded = { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
