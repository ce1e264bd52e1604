import { describe, expect, it } from "vitest";
import { defineEnum } from "~/lib/enum";

const STATUS = defineEnum({
  draft: { label: "Entwurf" },
  published: { label: "Veröffentlicht", tone: "success" },
});

describe("defineEnum", () => {
  it("yields the zod schema, options, labels and tones from one definition", () => {
    expect(STATUS.schema.parse("draft")).toBe("draft");
    expect(STATUS.schema.safeParse("deleted").success).toBe(false);
    expect(STATUS.options()).toEqual([
      { value: "draft", label: "Entwurf" },
      { value: "published", label: "Veröffentlicht" },
    ]);
    expect(STATUS.label("published")).toBe("Veröffentlicht");
    expect(STATUS.tone("published")).toBe("success");
    expect(STATUS.tone("draft")).toBe("neutral");
  });
  it("answers only its own keys (no inherited properties)", () => {
    for (const odd of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(STATUS.has(odd)).toBe(false);
      expect(STATUS.label(odd)).toBe(odd);
      expect(STATUS.schema.safeParse(odd).success).toBe(false);
    }
  });
});
