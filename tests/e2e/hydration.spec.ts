import { expect, test } from "@playwright/test";

// A hydration mismatch makes React throw away the server HTML and re-render: slow and flickering.
test("public pages hydrate without React errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|#418|#425|#423/i.test(m.text())) errors.push(m.text());
  });
  for (const path of ["/luebeck", "/kiel/events", "/luebeck/places", "/luebeck/blog", "/luebeck/contact", "/luebeck/gibt-es-nicht"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(errors).toEqual([]);
});
