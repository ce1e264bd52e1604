import { beforeAll, describe, expect, it } from "vitest";
import * as download from "~/routes/api/download";
import { setupTestDb } from "../setup/db";
import { makeSignedInUser, outcome, req } from "../factories/accounts";
import { makeArtist } from "../factories/discovery";
import { makeCity } from "../factories";

/** The download route answers a back-office list page's own export as a file — and nothing else. */
describe("/api/download/*", () => {
  let admin: { cookie: string };
  let organizer: { cookie: string };
  beforeAll(async () => {
    await setupTestDb();
    await makeCity();
    admin = await makeSignedInUser("admin");
    organizer = await makeSignedInUser("organizer");
    await makeArtist({ name: "Download Duo", genre: "Folk" });
  });
  const get = (path: string, cookie?: string) => outcome(() => download.loader({ request: req(`/api/download/${path}`, { cookie }), params: { "*": path.split("?")[0] }, context: {} } as never));

  it("passes the page's CSV through with the page's filters", async () => {
    const res = await get("admin/artists?q=Download&format=csv", admin.cookie);
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain("Download Duo;");
  });
  it("lets the page's guard decide: anonymous to sign-in, an organizer home", async () => {
    expect((await get("admin/artists", undefined)).location).toMatch(/\/luebeck\/auth/);
    expect(await get("admin/artists", organizer.cookie)).toMatchObject({ status: 302, location: "/" });
  });
  it("answers 404 for pages outside the back office, pages without a download and unknown paths", async () => {
    for (const path of ["luebeck/events", "admin/bookings/../../api/health", "admin", "admin/nope", "api/health"]) {
      expect((await get(path, admin.cookie)).status, path).toBe(404);
    }
  });
});
