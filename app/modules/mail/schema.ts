import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
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

/**
 * Every saved state of a template (who, when, what): written on each save, reset and restore, so an
 * admin can look at and restore an earlier wording. `kind` says how the version came to be.
 */
export const emailTemplateVersions = pgTable(
  "email_template_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    templateKey: text().notNull(),
    kind: text({ enum: ["saved", "reset", "restored"] }).notNull().default("saved"),
    subject: text().notNull(),
    bodyHtml: text().notNull(),
    bodyText: text().notNull(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdByEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.templateKey, t.createdAt.desc())],
);
