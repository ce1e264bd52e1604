import { runMigrations } from "~/lib/migrate.server";

let migrated: Promise<void> | undefined;

/** Call in beforeAll of an integration test file: migrates this file's fresh database once. */
export function setupTestDb(): Promise<void> {
  migrated ??= runMigrations();
  return migrated;
}

export const isRealPostgres = () => Boolean(process.env.DATABASE_URL);
