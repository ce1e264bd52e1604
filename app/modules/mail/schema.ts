import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";

/** E-mail templates, editable by admins; {{variable}} placeholders. */
export const emailTemplates = pgTable("email_templates", {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  name: text().notNull(),
  subject: text().notNull(),
  bodyHtml: text().notNull(),
  bodyText: text().notNull(),
  variables: jsonb().$type<string[]>().notNull().default([]),
  updatedBy: text().references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
