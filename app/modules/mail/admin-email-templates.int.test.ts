import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { defaultTemplates } from "~/modules/mail/default-templates";
import { deliverEmail } from "~/modules/mail/deliver-email.server";
import { renderTemplate } from "~/modules/mail/render.server";
import { emailTemplates, emailTemplateVersions } from "~/modules/mail/schema";
import { renderContent } from "~/modules/mail/template-syntax";
import { outbox } from "~/modules/outbox/schema";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import * as editRoute from "~/routes/admin/email-template-edit";
import * as listRoute from "~/routes/admin/email-templates";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import type { OutboxRow } from "~/modules/outbox/handlers.server";

type Body = { ok?: boolean; message?: string; fields?: Record<string, string>; data?: { preview?: { subject: string; text: string; html: string } } };

const KEY = "booking_confirmation";
let admin: { cookie: string; email: string; id: string };
let organizer: { cookie: string };

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers(); // as at start: ticketing registers its templates (booking confirmation, cancellation)
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
});

const post = (form: Record<string, string>, cookie = admin.cookie, key = KEY) =>
  outcome(() => editRoute.action({ request: req(`/admin/email-templates/${key}`, { cookie, form }), params: { key }, context: {} } as never));
const load = (key = KEY) => outcome(() => editRoute.loader({ request: req(`/admin/email-templates/${key}`, { cookie: admin.cookie }), params: { key }, context: {} } as never));
const builtIn = () => defaultTemplates[KEY]!;
const form = (over: Record<string, string> = {}) => ({ subject: builtIn().subject, bodyText: builtIn().bodyText, bodyHtml: builtIn().bodyHtml, ...over });

describe("/admin/email-templates", () => {
  it("lists every built-in template with its German name, purpose and state", async () => {
    const res = await outcome(() => listRoute.loader({ request: req("/admin/email-templates", { cookie: admin.cookie }), params: {}, context: {} } as never));
    const rows = (res.body as { rows: Array<{ key: string; name: string; purpose: string | null; customized: boolean }> }).rows;
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(defaultTemplates).sort());
    expect(rows.find((r) => r.key === KEY)).toMatchObject({ name: "Buchungsbestätigung", customized: false });
    expect(rows.every((r) => r.purpose)).toBe(true);
  });

  it("refuses an unknown placeholder and broken braces beside the field, in German; nothing is saved", async () => {
    const unknown = await post({ intent: "save", ...form({ subject: "Hallo {{vorname}}" }) });
    expect(unknown.status).toBe(400);
    expect((unknown.body as Body).fields?.subject).toMatch(/^Den Platzhalter \{\{vorname\}\} gibt es in dieser Vorlage nicht\. Verfügbar: \{\{attendeeName\}\}/);
    const broken = await post({ intent: "save", ...form({ bodyText: "Hallo {{attendeeName}, bis bald" }) });
    expect(broken.status).toBe(400);
    expect((broken.body as Body).fields?.bodyText).toContain("Die Schreibweise eines Platzhalters ist fehlerhaft");
    const empty = await post({ intent: "save", ...form({ subject: "" }) });
    expect((empty.body as Body).fields?.subject).toBe("Bitte geben Sie einen Betreff ein.");
    expect(await db.$count(emailTemplates)).toBe(0);
    expect(await db.$count(emailTemplateVersions)).toBe(0);
  });

  it("previews with sample data, HTML-escaping every value (no markup from data)", async () => {
    const res = await post({ intent: "preview", ...form({ subject: "Tickets: {{eventTitle}}", bodyHtml: "<p>Event: <b>{{eventTitle}}</b></p>" }) });
    expect(res.status).toBe(200);
    const preview = (res.body as Body).data!.preview!;
    expect(preview.subject).toBe("Tickets: Jazz & Wein im Hafen");
    expect(preview.html).toContain("<p>Event: <b>Jazz &amp; Wein im Hafen</b></p>");
    // a value that looks like markup or a placeholder stays text
    const evil = renderContent({ subject: "{{name}}", bodyText: "{{name}}", bodyHtml: "<p>{{name}}</p>" }, { name: '<script>alert(1)</script>{{url}}"' });
    expect(evil.html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;{{url}}&quot;</p>");
    expect(evil.html).not.toContain("<script>");
    expect(evil.text).toBe('<script>alert(1)</script>{{url}}"');
  });

  it("saves the admin's wording as a version (who, when), audited; the sent mail uses it", async () => {
    const saved = await post({ intent: "save", ...form({ subject: "Ihre Karten für {{eventTitle}}" }) });
    expect(saved.status).toBe(200);
    expect((saved.body as Body).ok).toBe(true);
    const [copy] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, KEY));
    expect(copy).toMatchObject({ subject: "Ihre Karten für {{eventTitle}}", updatedBy: admin.id });
    const versions = await db.select().from(emailTemplateVersions).where(eq(emailTemplateVersions.templateKey, KEY));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ kind: "saved", createdBy: admin.id, createdByEmail: admin.email });
    const [row] = await db.select().from(auditLog).where(and(eq(auditLog.action, "email_template.updated"), eq(auditLog.entityId, KEY)));
    expect(row).toMatchObject({ actorId: admin.id, before: { subject: builtIn().subject }, after: { subject: "Ihre Karten für {{eventTitle}}" } });
    expect((await renderTemplate(db, KEY, { eventTitle: "Sommerfest" })).subject).toBe("Ihre Karten für Sommerfest");
    const view = (await load()).body as { versions: unknown[]; template: { customized: boolean } };
    expect(view.template.customized).toBe(true);
    expect(view.versions).toHaveLength(1);
  });

  it("sends a test of the wording in the editor to the admin's own address through the outbox; audited", async () => {
    const res = await post({ intent: "test", ...form({ subject: "Entwurf: {{bookingReference}}" }) });
    expect(res.status).toBe(200);
    expect((res.body as Body).message).toBe(`Test-E-Mail an ${admin.email} in den Postausgang gelegt.`);
    const [mail] = await db.select().from(outbox).where(eq(outbox.topic, "template_test"));
    expect(mail).toMatchObject({ kind: "email", recipient: admin.email });
    const result = await deliverEmail(mail as OutboxRow);
    expect(result).toMatchObject({ to: admin.email, subject: "Entwurf: SP-4K7Q2" });
    expect(await db.$count(auditLog, eq(auditLog.action, "email_template.test_sent"))).toBe(1);
  });

  it("restores an earlier version and resets to the built-in default, each recorded as a version", async () => {
    await post({ intent: "save", ...form({ subject: "Zweite Fassung {{eventTitle}}" }) });
    const first = (await db.select().from(emailTemplateVersions).where(eq(emailTemplateVersions.subject, "Ihre Karten für {{eventTitle}}")))[0]!;
    const restored = await post({ intent: "restore", versionId: first.id });
    expect(restored.status).toBe(200);
    expect((await db.select().from(emailTemplates).where(eq(emailTemplates.key, KEY)))[0]!.subject).toBe("Ihre Karten für {{eventTitle}}");
    const reset = await post({ intent: "reset" });
    expect(reset.status).toBe(200);
    expect(await db.$count(emailTemplates)).toBe(0);
    expect((await renderTemplate(db, KEY, { eventTitle: "X", bookingReference: "R" })).subject).toBe("Ihre Tickets für X (R)");
    const kinds = (await db.select().from(emailTemplateVersions).where(eq(emailTemplateVersions.templateKey, KEY))).map((v) => v.kind).sort();
    expect(kinds).toEqual(["reset", "restored", "saved", "saved"]);
    expect(await db.$count(auditLog, eq(auditLog.action, "email_template.reset"))).toBe(1);
    expect(await db.$count(auditLog, eq(auditLog.action, "email_template.restored"))).toBe(1);
    const again = await post({ intent: "reset" });
    expect(again.status).toBe(409);
  });

  it("refuses every action for a non-admin (403) and an unknown template (404); nothing changes", async () => {
    const before = [await db.$count(emailTemplates), await db.$count(emailTemplateVersions), await db.$count(outbox)];
    for (const intent of ["save", "test", "preview", "reset"]) expect((await post({ intent, ...form() }, organizer.cookie)).status).toBe(403);
    expect((await post({ intent: "save", ...form() }, admin.cookie, "gibt_es_nicht")).status).toBe(404);
    expect((await load("gibt_es_nicht")).status).toBe(404);
    expect([await db.$count(emailTemplates), await db.$count(emailTemplateVersions), await db.$count(outbox)]).toEqual(before);
  });
});
