import { describe, expect, it } from "vitest";
import { loader } from "./art";

const get = (kind: string, category: string, file: string) => loader({ params: { kind, category, file } } as never) as Response;

describe("GET /art/:kind/:category/:file", () => {
  it("draws the picture, cached for a day and revalidated after (a redrawn artwork reaches everyone)", async () => {
    const res = get("event", "music", "abc.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(await res.text()).toMatch(/^<svg/);
  });

  it("answers 404 for an unknown kind or a malformed name; a category named like an inherited property is drawn like any unknown one", async () => {
    expect(get("poster", "music", "abc.svg").status).toBe(404);
    expect(get("event", "music", "../x.svg").status).toBe(404);
    expect(get("event", "constructor", "abc.svg").status).toBe(200);
  });
});
