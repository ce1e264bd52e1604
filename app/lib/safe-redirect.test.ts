import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

/** Where a browser goes for a Location header value on https://stadtpuls.de. */
const resolved = (location: string) => new URL(location, "https://stadtpuls.de/luebeck/auth");

describe("safeRedirect (finding 3: open redirect after sign-in)", () => {
  const attacks = [
    "/\t/evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "/\t\\evil.example",
    "/luebeck/../\t/evil.example",
    "/luebeck/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\n/evil.example",
    "/luebeck\r\nSet-Cookie: x=1",
    "https://evil.example/",
    "/ /evil.example".replace(" ", "\u000b"),
  ];
  for (const target of attacks) {
    it(`stays on the site for ${JSON.stringify(target)}`, () => {
      const location = safeRedirect(target, "/luebeck");
      expect(resolved(location).host).toBe("stadtpuls.de");
      expect(location).not.toMatch(/[\r\n\t]/);
      // a valid header value (a newline here was a 500)
      expect(() => new Headers({ location })).not.toThrow();
    });
  }

  it("keeps ordinary paths, query and hash; normalises dot segments", () => {
    expect(safeRedirect("/luebeck/events?q=jazz#top", "/x")).toBe("/luebeck/events?q=jazz#top");
    expect(safeRedirect("/luebeck/profile/../tickets", "/x")).toBe("/luebeck/tickets");
    expect(safeRedirect("/api/auth/sign-out", "/x")).toBe("/x");
    expect(safeRedirect(undefined, "/x")).toBe("/x");
  });
});
