import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { communityPage } from "~/modules/content/schema";
import { DEFAULT_COMMUNITY_PAGE } from "~/modules/content/community-page";
import { getCommunityPage, resetCommunityPage, saveCommunityPage } from "~/modules/content/community-page.server";
import * as adminCommunity from "~/routes/admin/community";
import * as publicCommunity from "~/routes/city/community";
import { fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";
import { makeUser } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";

beforeAll(async () => {
  await setupTestDb();
});

type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const call = (fn: unknown, request: Request, params: Record<string, string> = {}) => outcome(() => (fn as Fn)({ request, params, context: {} }));

/** The admin form as posted (conform's field names). */
function formOf(over: Record<string, string> = {}): Record<string, string> {
  const d = DEFAULT_COMMUNITY_PAGE;
  const f: Record<string, string> = {
    headline: d.headline,
    intro: d.intro,
    joinTitle: d.joinTitle,
    organizersTitle: d.organizersTitle,
    artistsTitle: d.artistsTitle,
    storiesTitle: d.storiesTitle,
    showOrganizers: "on",
    showArtists: "on",
  };
  d.ways.forEach((w, i) => Object.assign(f, { [`ways[${i}].title`]: w.title, [`ways[${i}].text`]: w.text, [`ways[${i}].cta`]: w.cta, [`ways[${i}].link`]: w.link }));
  return { ...f, ...over };
}

describe("/admin/community: the public community page's texts", () => {
  it("shows the built-in texts until an admin edits them; the edit shows on the public page, audited with the changed fields", async () => {
    const publicPage = () => call(publicCommunity.loader, req("/luebeck/community"), { city: "luebeck" });
    expect(((await publicPage()).body as { page: unknown }).page).toEqual(DEFAULT_COMMUNITY_PAGE);

    const signedIn = await makeSignedInUser("admin");
    const res = await call(
      adminCommunity.action,
      req("/admin/community", { cookie: signedIn.cookie, form: formOf({ headline: "Stadtleben in {stadt}", "ways[2].link": "blog", "ways[2].cta": "Zum Blog" }) }),
    );
    expect([res.status, res.location]).toEqual([302, "/admin/community"]);

    const page = ((await publicPage()).body as { page: typeof DEFAULT_COMMUNITY_PAGE; posts: unknown[] }).page;
    expect(page.headline).toBe("Stadtleben in {stadt}");
    expect(page.ways[2]).toMatchObject({ link: "blog", cta: "Zum Blog" });
    expect(page.showStories).toBe(false);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "community_page.updated"));
    expect(row).toMatchObject({ actorId: signedIn.id, before: { headline: DEFAULT_COMMUNITY_PAGE.headline, showStories: true }, after: { headline: "Stadtleben in {stadt}", showStories: false } });
    expect(Object.keys(row!.after!).sort()).toEqual(["headline", "showStories", "ways"]);

    const edit = await call(adminCommunity.loader, req("/admin/community", { cookie: signedIn.cookie }));
    expect(edit.body).toMatchObject({ isDefault: false, content: { headline: "Stadtleben in {stadt}" } });

    await resetCommunityPage({ actor: { id: signedIn.id, email: signedIn.email, role: "admin" } });
    expect(await getCommunityPage()).toEqual(DEFAULT_COMMUNITY_PAGE);
    expect((await db.select().from(auditLog).where(eq(auditLog.action, "community_page.reset"))).length).toBe(1);
  });

  it("answers bad input with German messages beside the fields and changes nothing", async () => {
    const signedIn = await makeSignedInUser("admin");
    const res = await call(adminCommunity.action, req("/admin/community", { cookie: signedIn.cookie, form: formOf({ headline: "", "ways[1].link": "http://evil.example" }) }));
    expect(res.status).toBe(400);
    const fields = (res.body as { submission: { error: Record<string, string[]> } }).submission.error;
    expect(fields.headline).toEqual(["Bitte geben Sie eine Überschrift ein."]);
    expect(fields["ways[1].link"]).toEqual(["Bitte wählen Sie, wohin der Link führt."]);
    expect(await db.select().from(communityPage)).toHaveLength(0);
  });

  it("refuses organizers and users (403, FORBIDDEN) and nothing changes", async () => {
    for (const role of ["organizer", "user"] as const) {
      const who = await makeSignedInUser(role);
      const res = await call(adminCommunity.action, req("/admin/community", { cookie: who.cookie, form: formOf({ headline: "Gehackt" }) }));
      expect(res.status).toBe(403);
    }
    const organizer = await makeUser({ role: "organizer" });
    expect(await fail(saveCommunityPage({ actor: { id: organizer.id, email: organizer.email, role: "organizer" }, values: { ...DEFAULT_COMMUNITY_PAGE, headline: "Gehackt" } as never }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await db.select().from(communityPage)).toHaveLength(0);
  });
});
