import { expect, it } from "vitest";
import { readableTextOn } from "~/modules/content/color";

it("picks white on dark and ink on light backgrounds", () => {
  expect(readableTextOn("#554c9a")).toBe("#ffffff");
  expect(readableTextOn("#b53c7a")).toBe("#ffffff");
  expect(readableTextOn("#10b981")).toBe("#1f1d2b");
  expect(readableTextOn("#fff")).toBe("#1f1d2b");
  expect(readableTextOn("kaputt")).toBe("#ffffff");
});
