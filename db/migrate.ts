import { closeDb } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";

const started = Date.now();
await runMigrations();
await closeDb();
console.log(`Migrationen angewendet (${Date.now() - started} ms).`);
