/**
 * The admin area's queries take the actor and ask their module's policy themselves — not only the
 * route's guard: an organizer or a user asking gets the refusal, an admin the page's data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/modules/accounts/actor";
import { listAllBlogPosts } from "~/modules/content/blog-queries.server";
import { adminBlogList } from "~/modules/content/labels";
import { getBroadcastsView } from "~/modules/engagement/broadcast-queries.server";
import { broadcastList } from "~/modules/engagement/broadcast-validation";
import { getEmailTemplateEditView, getEmailTemplatesView } from "~/modules/mail/email-templates.server";
import { listOutboxMails } from "~/modules/mail/list-outbox-mails.server";
import { adminOrganizerRequestList } from "~/modules/profile/labels";
import { listOrganizerRequests } from "~/modules/profile/organizer-requests.server";
import { listRefundRequests } from "~/modules/refunds/queries.server";
import { adminRefundList } from "~/modules/refunds/validation";
import { getAdminOverview } from "~/modules/reporting/overview.server";
import { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { adminReportsList } from "~/modules/reviews/validation";
import { listOrganizerBookings } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { getTicketValidationView } from "~/modules/ticketing/ticket-validation.server";
import { parseListParams } from "~/lib/list/list-spec";
import { makeUser } from "../../factories";
import { setupTestDb } from "../../setup/db";

beforeAll(setupTestDb);

const QUERIES: Array<[name: string, run: (actor: Actor) => Promise<unknown>, refusal: { code: string; status: number; userMessage: string }]> = [
  ["admin dashboard figures", (a) => getAdminOverview(a), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  ["all bookings", (a) => listOrganizerBookings({ actor: a, params: parseListParams(new URLSearchParams(), bookingsList), area: "admin" }), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  ["refund requests", (a) => listRefundRequests(a, parseListParams(new URLSearchParams("status=all"), adminRefundList)), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  ["organizer requests", (a) => listOrganizerRequests(a, parseListParams(new URLSearchParams("status=all"), adminOrganizerRequestList)), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  ["every blog article", (a) => listAllBlogPosts(a, parseListParams(new URLSearchParams(), adminBlogList)), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  ["reported reviews", (a) => getAdminReportsView(a, parseListParams(new URLSearchParams(), adminReportsList)), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  ["ticket validation", (a) => getTicketValidationView(a, ""), { code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." }],
  // admin-only pages do not exist for anyone else (the policy's refusal)
  ["e-mail templates", (a) => getEmailTemplatesView(a), { code: "NOT_FOUND", status: 404, userMessage: "Seite nicht gefunden" }],
  ["an e-mail template's editor", (a) => getEmailTemplateEditView(a, "verify_email"), { code: "NOT_FOUND", status: 404, userMessage: "Seite nicht gefunden" }],
  ["broadcast history", (a) => getBroadcastsView(a, parseListParams(new URLSearchParams(), broadcastList)), { code: "NOT_FOUND", status: 404, userMessage: "Seite nicht gefunden" }],
  // the outbox page does not exist for anyone else (it holds password-reset links)
  ["outbox mails", (a) => listOutboxMails({ actor: a }), { code: "NOT_FOUND", status: 404, userMessage: "Seite nicht gefunden" }],
];

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("admin-only queries", () => {
  it.each(QUERIES)("%s: refused for an organizer and a user, answered for an admin", async (_name, run, expected) => {
    for (const role of ["organizer", "user"] as const) {
      const actor = await makeUser({ role });
      expect(await refusal(run(actor)), role).toMatchObject(expected);
    }
    const admin = await makeUser({ role: "admin" });
    expect(await refusal(run(admin))).toBeNull();
  });
});
