import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION, AUDIT_ENTITY, auditActionLabel, auditEntityLabel } from "~/modules/audit/actions";

const ROOT = path.resolve(__dirname, "../../..");

/** Every `audit(…)` call in the app's source (tests excluded), as the text between its parentheses. */
function auditCalls(): Array<{ file: string; args: string }> {
  const calls: Array<{ file: string; args: string }> = [];
  const files = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(path.join("modules", "audit")),
  );
  for (const file of files) {
    const src = readFileSync(path.join(ROOT, "app", file), "utf8");
    for (const m of src.matchAll(/(?<![\w.])audit\(/g)) {
      let depth = 0;
      let i = m.index + "audit".length;
      for (; i < src.length; i++) {
        if (src[i] === "(") depth++;
        else if (src[i] === ")" && --depth === 0) break;
      }
      calls.push({ file, args: src.slice(m.index + "audit(".length, i) });
    }
  }
  return calls;
}

/**
 * Server files of the modules that write (insert/update/delete) but call no `audit()`, each with the
 * reason it needs none: nobody writes on behalf of an admin, organizer or business owner there. A new
 * writing use case fails the test below until it audits its change (or is listed here with its reason).
 */
const WRITES_WITHOUT_AUDIT: Record<string, string> = {
  "cities/queries.server.ts": "old slugs (slug_redirects) written inside the audited place, artist, organizer and business saves",
  "data-import/upload-import.server.ts": "keeps an uploaded file's rows for the dry run; nothing is imported (the import job audits its start, end and undo)",
  "data-import/validate-import.server.ts": "the dry run's per-row results; nothing is imported",
  "engagement/broadcast-job.server.ts": "the system fanning out a broadcast whose creation the admin's use case audited",
  "event-management/import-events.server.ts": "rows written inside the audited import job",
  "event-management/event-copy.server.ts": "copies ticket categories inside the audited duplicate and series use cases",
  "organizers/import-organizers.server.ts": "rows written inside the audited import job",
  "outbox/resend.server.ts": "queues dead messages again; the caller's use case audits it",
  "people/import-artists.server.ts": "rows written inside the audited import job",
  "places/import-places.server.ts": "rows written inside the audited import job",
  "profile/password-link.server.ts": "a password link inside the audited invitation and reset use cases",
  "reporting/record-search.server.ts": "the search log's counters (no person)",
  "accounts/auth-flows.server.ts": "the account holder's own sign-up, sign-in and password flows (better-auth)",
  "accounts/auth.server.ts": "better-auth's configuration: sessions and sign-in counters",
  "accounts/rate-limit.server.ts": "sign-in counters",
  "accounts/session.server.ts": "reads the session (the match is an HMAC's update())",
  "content/count-blog-view.server.ts": "a visitor's page view counter",
  "content/submit-contact-message.server.ts": "a visitor's message to the team",
  "engagement/create-notification.server.ts": "delivers a notification inside the audited use case that asks for it",
  "engagement/favorites.server.ts": "a user's own favourites",
  "engagement/notification-settings.server.ts": "a user's own notification settings",
  "engagement/notifications.server.ts": "a user's own notifications (read, deleted)",
  "engagement/push.server.ts": "a user's own push subscription",
  "event-management/event-write.server.ts": "helpers inside the audited event use cases (create, update)",
  "integrations/webhooks.server.ts": "the system delivering webhooks",
  "media/store.server.ts": "the uploaded file's row; the form's use case audits the change that uses it",
  "outbox/enqueue.server.ts": "the outbox (inside the caller's transaction)",
  "outbox/worker.server.ts": "the system delivering the outbox",
  "payments/test-provider.server.ts": "no database write (the match is a hash's update())",
  "reporting/record-event-traffic.server.ts": "page view counters",
  "reporting/place-traffic.server.ts": "place page view and click counters",
  "search/search.server.ts": "the search log",
  "ticketing/check-in-attendee.server.ts": "each scan is a check_ins row naming who scanned, how and when — the door's own log (decision 0008); taking one back is audited",
  "ticketing/sync-offline-scans.server.ts": "offline scans, recorded like live scans in check_ins",
  "ticketing/check-in-live.server.ts": "in-memory listeners only",
  "ticketing/check-in-views.server.ts": "reads (the match is a hash's update())",
  "ticketing/confirm-payment.server.ts": "the payment provider confirming a buyer's booking (system)",
  "ticketing/create-booking.server.ts": "a buyer's own booking",
  "ticketing/release-booking.server.ts": "the system releasing unpaid bookings; the organizer's cancellation audits in refunds",
  "ticketing/waitlist.server.ts": "a user's own place on a waiting list; offers and their expiry are the system passing freed seats on",
  "ticketing/seats.server.ts": "seat counters inside bookings",
  "ticketing/sold-out-memo.server.ts": "a cache",
  "ticketing/stripe-webhook.server.ts": "the payment provider's webhooks (system)",
  "ticketing/ticket-codes.server.ts": "ticket numbers of a buyer's booking",
  "ticketing/mails.server.ts": "booking mails into the outbox (inside the caller's transaction)",
};

/** Server files under app/modules that insert, update or delete and call no audit(). */
function writersWithoutAudit(): string[] {
  const dir = path.join(ROOT, "app", "modules");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.server\.ts$/.test(f) && !f.startsWith(path.join("audit", "")))
    .filter((f) => {
      const src = readFileSync(path.join(dir, f), "utf8");
      const writes = /\.(insert|update|delete)\(|\binsert into\b|\bupdate [a-z_"]+ set\b|\bdelete from\b/i.test(src);
      return writes && !/(?<![\w.])audit\(/.test(src);
    })
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

describe("audit actions and entities", () => {
  it("every module file that writes audits its change, or is listed with the reason it needs none", () => {
    const found = writersWithoutAudit();
    expect(found.filter((f) => !(f in WRITES_WITHOUT_AUDIT))).toEqual([]);
    // a listed file that now audits (or is gone) leaves the list
    expect(Object.keys(WRITES_WITHOUT_AUDIT).filter((f) => !found.includes(f))).toEqual([]);
  });

  const calls = auditCalls();

  it("finds the audited use cases", () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it("every action string written by audit() has a German label (template keys: some action with that prefix)", () => {
    const missing: string[] = [];
    for (const { file, args } of calls) {
      const literals = [...args.matchAll(/"([a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]!);
      const prefixes = [...args.matchAll(/`([a-z_]+\.)\$\{/g)].map((m) => m[1]!);
      expect(literals.length + prefixes.length, `${file}: audit(${args.slice(0, 80)}…) names no action`).toBeGreaterThan(0);
      for (const a of literals) if (!AUDIT_ACTION.has(a)) missing.push(`${file}: ${a}`);
      for (const p of prefixes) if (!AUDIT_ACTION.values.some((v) => v.startsWith(p))) missing.push(`${file}: ${p}*`);
    }
    expect(missing).toEqual([]);
  });

  it("every audited entity type has a German name", () => {
    const types = calls.flatMap(({ args }) => [...args.matchAll(/\{\s*type:\s*"([a-z_]+)"/g)].map((m) => m[1]!));
    expect(types.length).toBeGreaterThan(40);
    expect([...new Set(types)].filter((t) => !AUDIT_ENTITY.has(t))).toEqual([]);
  });

  it("labels are German sentences for admins; an action this version no longer knows stays readable", () => {
    expect(auditActionLabel("event.published")).toBe("Event veröffentlicht");
    expect(auditActionLabel("event.teleported")).toBe("Sonstige Änderung (event.teleported)");
    expect(auditEntityLabel("webhook_endpoint")).toBe("Webhook");
    expect(auditEntityLabel("gadget")).toBe("gadget");
    expect(AUDIT_ACTION.options().find((o) => o.value === "review.hidden")).toEqual({ value: "review.hidden", label: "Bewertung ausgeblendet" });
    for (const v of AUDIT_ACTION.values) expect(AUDIT_ACTION.label(v)).not.toBe(v);
  });
});
