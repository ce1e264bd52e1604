import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * /admin/storage-import: an admin uploads a CSV of 50 events with 3 bad rows, sees exactly those
 * errors in the dry run, imports the rest as a background job (progress bar, summary) and undoes
 * the whole import — the events are gone from the public pages again.
 */
/** axe-core (WCAG 2.1 AA) on the page as it is now: the import page is not reachable for the registry walk (no import in the demo data). */
async function noAxeViolations(page: Page, at: string) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(r.violations.map((v) => `${at}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("an admin imports 50 events with 3 bad rows, sees the errors, imports the rest and undoes it", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString("hex");
  const hex = (i: number) => `${tag}${i.toString(16).padStart(2, "0")}`;
  const lines = ["Titel;Slug;Beginn;Stadt;Veranstaltungsort;Adresse;PLZ;Breitengrad;Längengrad"];
  for (let i = 1; i <= 50; i++) {
    const title = i === 7 ? "" : `Importabend ${tag} Nr. ${i}`;
    const start = i === 19 ? "31.02.2027 19:00" : `${String((i % 27) + 1).padStart(2, "0")}.03.2027 19:30`;
    const city = i === 42 ? "Atlantis" : "Lübeck";
    lines.push(`${title};importabend-${hex(i)};${start};${city};Kulturwerft;Willy-Brandt-Allee 1;23554;53,8700;10,6800`);
  }
  await signIn(page, DEMO.admin);
  await page.goto("/admin/storage-import");
  await expect(page.getByRole("heading", { level: 1, name: "Speicher-Import" })).toBeVisible();
  await page.getByRole("combobox", { name: "Inhalt der Datei" }).selectOption({ label: "Events" });
  await page.locator("input[type=file][name=file]").setInputFiles({ name: `events-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${lines.join("\r\n")}`, "utf8") });
  await page.getByRole("button", { name: "Hochladen und Spalten zuordnen" }).click();

  // mapping suggested by the headers, then the dry run
  await expect(page.getByRole("heading", { level: 1, name: `events-${tag}.csv` })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Spalte „Titel“" })).toHaveValue("title");
  await expect(page.getByRole("combobox", { name: "Spalte „PLZ“" })).toHaveValue("venuePostalCode");
  await noAxeViolations(page, "Zuordnung");
  await page.getByRole("button", { name: "Probelauf starten" }).click();
  await expect(page.getByText("Probelauf abgeschlossen: 47 Zeilen gültig, 3 mit Fehlern (siehe unten).")).toBeVisible();
  const errors = page.getByRole("table", { name: "Fehler je Zeile" }).locator("tbody tr");
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(0)).toContainText("7");
  await expect(errors.nth(0)).toContainText("Bitte geben Sie einen Titel ein.");
  await expect(errors.nth(1)).toContainText("19");
  await expect(errors.nth(1)).toContainText("Bitte geben Sie für den Beginn ein gültiges Datum im Format TT.MM.JJJJ an.");
  await expect(errors.nth(2)).toContainText("42");
  await expect(errors.nth(2)).toContainText("Bitte wählen Sie eine Stadt.");
  await noAxeViolations(page, "Probelauf");

  // the import runs in the background: progress bar, then the summary
  await page.getByRole("button", { name: "47 gültige Zeilen importieren" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByText("Import abgeschlossen", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  const summary = page.getByRole("region", { name: "Ergebnis" });
  await expect(summary.getByText("Neu angelegt").locator("..")).toContainText("47");
  await expect(summary.getByText("Übersprungen").locator("..")).toContainText("3");
  await noAxeViolations(page, "Ergebnis");

  // an imported event is public
  const slug = `importabend-${hex(1)}`;
  const pub = await page.request.get(`/luebeck/events/${slug}`);
  expect(pub.status()).toBe(200);
  expect(await pub.text()).toContain(`Importabend ${tag} Nr. 1`);

  // undo the whole import (confirmed)
  await page.getByRole("button", { name: "Import rückgängig machen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Rückgängig machen" }).click();
  await expect(page.getByText("Import rückgängig gemacht: 47 Einträge gelöscht, 0 wiederhergestellt.")).toBeVisible();
  await expect(page.getByText("Dieser Import wurde vollständig rückgängig gemacht.")).toBeVisible();
  expect((await page.request.get(`/luebeck/events/${slug}`)).status()).toBe(404);

  // the list shows the import with its state
  await page.goto("/admin/storage-import");
  const row = page.getByRole("row", { name: new RegExp(`events-${tag}\\.csv`) });
  await expect(row).toContainText("Rückgängig gemacht");
});
