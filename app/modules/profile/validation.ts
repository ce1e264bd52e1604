import { z } from "zod";
import { oneLine } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { ROLE } from "~/modules/profile/labels";

// ── Back office: the users pages (issue 23) ──

const yesNo = z.enum(["yes", "no"]);

/** The admin's list of accounts: search by name or e-mail; role, confirmed, banned, city, created. */
export const userList = defineList({
  sortable: ["name", "email", "role", "created"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { role: ROLE.schema, confirmed: yesNo, banned: yesNo, city: z.string().regex(/^[a-z0-9-]{1,40}$/) },
  dateRange: true,
  pageSize: 25,
});
export type UserListParams = ListParams<(typeof userList.sortable)[number], NonNullable<typeof userList.filters>>;

const nameField = (label: string, name: string, required: boolean) => {
  const base = z.string({ error: `Bitte geben Sie ${label} ein.` }).trim().max(100, `${name} darf höchstens 100 Zeichen lang sein.`);
  return oneLine(required ? base.min(1, `Bitte geben Sie ${label} ein.`) : base.default(""));
};

const roleField = z.enum(ROLE.values, { error: "Bitte wählen Sie eine Rolle aus der Liste." });

/** Profile fields an admin edits (the owner edits the same ones in their profile). */
export const userProfileSchema = z.object({
  firstName: nameField("den Vornamen", "Der Vorname", false),
  lastName: nameField("den Nachnamen", "Der Nachname", false),
  displayName: nameField("den Anzeigenamen", "Der Anzeigename", false),
  cityId: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^[a-z0-9-]{1,40}$/.test(v), "Bitte wählen Sie eine Stadt aus der Liste."),
});
export type UserProfileValues = z.output<typeof userProfileSchema>;

export const userRoleSchema = z.object({ role: roleField });

export const banSchema = z.object({
  reason: oneLine(
    z
      .string({ error: "Bitte geben Sie einen Grund für die Sperre an." })
      .trim()
      .min(3, "Bitte geben Sie einen Grund für die Sperre an (mindestens 3 Zeichen).")
      .max(300, "Der Grund darf höchstens 300 Zeichen lang sein."),
  ),
});

export const reauthSchema = z.object({
  password: z.string({ error: "Bitte geben Sie Ihr Passwort ein." }).min(1, "Bitte geben Sie Ihr Passwort ein.").max(128, "Das Passwort ist zu lang."),
});

export const deleteUserSchema = z.object({
  confirmation: z
    .string({ error: "Bitte geben Sie zur Bestätigung LÖSCHEN ein." })
    .refine((v) => v.trim().toUpperCase() === "LÖSCHEN", "Bitte geben Sie zur Bestätigung LÖSCHEN ein."),
});

/** Create an account by invitation: the person sets their own password through the e-mailed link. */
export const inviteUserSchema = z.object({
  firstName: nameField("den Vornamen", "Der Vorname", true),
  lastName: nameField("den Nachnamen", "Der Nachname", true),
  email: z
    .string({ error: "Bitte geben Sie eine E-Mail-Adresse ein." })
    .trim()
    .toLowerCase()
    .max(254, "Die E-Mail-Adresse ist zu lang.")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")),
  role: roleField,
});
export type InviteUserValues = z.output<typeof inviteUserSchema>;
