/**
 * npm run db:seed [-- --scale large]
 *
 * Applies migrations, then writes the demo data (with demo accounts unless NODE_ENV=production).
 * With `--scale large` the synthetic data set for load tests is added on top.
 */
import { closeDb, db, dbKind } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import { seedDemo, type SeedSummary } from "./demo";
import { DEFAULT_LARGE_OPTIONS, seedLarge } from "./large";
import { formatMs } from "./util";

function parseArgs(argv: string[]): { scale: "demo" | "large" } {
  const i = argv.findIndex((a) => a === "--scale" || a.startsWith("--scale="));
  if (i === -1) return { scale: "demo" };
  const value = argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  if (value !== "demo" && value !== "large") {
    throw new Error(`Unbekannter Wert für --scale: ${value ?? "(leer)"} (erlaubt: demo, large)`);
  }
  return { scale: value };
}

function printSummary(summary: SeedSummary) {
  const c = summary.counts;
  if (summary.skipped) {
    console.log("Demo-Daten sind bereits vorhanden – nichts geschrieben.");
  } else {
    console.log(`Demo-Daten angelegt (${formatMs(summary.durationMs)}):`);
  }
  const lines: Array<[string, number]> = [
    ["Städte", c.cities],
    ["Event-Kategorien", c.eventCategories],
    ["Orte", c.places],
    ["Veranstaltungen", c.events],
    ["  davon Workshops", c.workshops],
    ["  davon Aktivitäten", c.activities],
    ["Ticketkategorien", c.ticketCategories],
    ["Artists", c.artists],
    ["Veranstalter", c.organizers],
    ["Unternehmensprofile", c.businessProfiles],
    ["Blog-Kategorien", c.blogCategories],
    ["Blogartikel", c.blogPosts],
    ["Gewinnspiele", c.raffles],
    ["Teammitglieder", c.teamMembers],
    ["Stellenanzeigen", c.jobPostings],
    ["Rabattcodes", c.discountCodes],
    ["Demo-Konten", c.accounts],
  ];
  for (const [label, n] of lines) console.log(`  ${label.padEnd(22)} ${n.toLocaleString("de-DE")}`);
  console.log("Testdaten:");
  console.log(`  Umkreis nah (≈3 km):   ${summary.radiusNearSlug}`);
  console.log(`  Umkreis fern (≈41 km): ${summary.radiusFarSlug}`);
  console.log(`  Ausverkauft:           ${summary.soldOutSlug}`);
  console.log(`  Abgesagt:              ${summary.cancelledSlug}`);
  console.log(`  Kostenlos:             ${summary.freeEventSlug}`);
  console.log(`  Frühbucher:            ${summary.earlyBirdEventSlug}`);
  console.log(`  Rabattcode:            ${summary.discountCode.code} (${summary.discountCode.eventSlug})`);
  if (summary.accounts.length) {
    console.log("Demo-Konten (nur für Entwicklung und Tests):");
    for (const a of summary.accounts) console.log(`  ${a.role.padEnd(10)} ${a.email.padEnd(30)} ${a.password}`);
  }
}

async function main() {
  const started = Date.now();
  const { scale } = parseArgs(process.argv.slice(2));
  const production = process.env.NODE_ENV === "production";

  console.log(`Datenbank: ${dbKind() === "pg" ? "PostgreSQL" : "PGlite"}`);
  await runMigrations();
  console.log(`Migrationen angewendet (${formatMs(Date.now() - started)}).`);

  const summary = await seedDemo(db, { withAccounts: !production });
  printSummary(summary);
  if (production) console.log("NODE_ENV=production: keine Demo-Konten angelegt.");

  if (scale === "large") {
    await seedLarge(db, DEFAULT_LARGE_OPTIONS);
  }
  console.log(`Fertig in ${formatMs(Date.now() - started)}.`);
}

main()
  .catch((error: unknown) => {
    console.error("Seed fehlgeschlagen:", error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
