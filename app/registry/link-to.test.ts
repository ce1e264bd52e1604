import { describe, expect, it } from "vitest";
import { admin, city, linkTo, organizer } from "~/registry";

describe("linkTo", () => {
  it("builds the URL of a registered page with its parameters", () => {
    expect(linkTo(admin, "artistEdit", { id: "3f2a" })).toBe("/admin/artists/3f2a/edit");
    expect(linkTo(admin, "artists")).toBe("/admin/artists");
    expect(linkTo(organizer, "dashboard")).toBe("/organizer");
    expect(linkTo(city, "events", { city: "kiel" })).toBe("/kiel/events");
  });
  it("encodes values and refuses a missing parameter", () => {
    expect(linkTo(admin, "artistEdit", { id: "a/b c" })).toBe("/admin/artists/a%2Fb%20c/edit");
    expect(() => linkTo(admin, "artistEdit")).toThrow(/parameter "id" missing/);
  });
});
