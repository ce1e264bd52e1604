import { describe, expect, it } from "vitest";
import { own } from "./own";

describe("own", () => {
  const table: Record<string, string> = { jazz: "Jazz" };
  it("answers the table's own entries", () => {
    expect(own(table, "jazz")).toBe("Jazz");
    expect(own(table, "rock")).toBeUndefined();
    expect(own(table, undefined)).toBeUndefined();
  });
  it("never answers what every object inherits", () => {
    for (const key of ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"]) expect(own(table, key)).toBeUndefined();
  });
});
