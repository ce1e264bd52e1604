import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { builtInTemplate, contentOf, customCopy } from "~/modules/mail/email-templates.server";
import { assertCan } from "~/modules/mail/permissions";
import { emailTemplates, emailTemplateVersions } from "~/modules/mail/schema";
import type { TemplateContent } from "~/modules/mail/template-syntax";
import type { EmailTemplateFormValues } from "~/modules/mail/template-validation";

type VersionKind = (typeof emailTemplateVersions.$inferInsert)["kind"];

/** The changed fields only, before and after (for the audit log). */
function changes(before: TemplateContent, after: TemplateContent) {
  const keys = (Object.keys(after) as Array<keyof TemplateContent>).filter((k) => before[k] !== after[k]);
  return [Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, after[k]]))] as const;
}

async function writeCopy(tx: DbOrTx, actor: Actor, key: string, content: TemplateContent, kind: VersionKind) {
  const builtIn = builtInTemplate(key);
  const values = { ...content, name: builtIn.name, variables: builtIn.variables, updatedBy: actor.id, updatedAt: new Date() };
  await tx.insert(emailTemplates).values({ key, ...values }).onConflictDoUpdate({ target: emailTemplates.key, set: values });
  await tx.insert(emailTemplateVersions).values({ templateKey: key, kind, ...content, createdBy: actor.id, createdByEmail: actor.email });
}

/**
 * Saves an admin's wording of a built-in template (it then wins over the built-in at every send) and
 * records it as a version; audited with the changed fields. Placeholders are checked by the form schema.
 */
export async function saveEmailTemplate(input: { actor: Actor; key: string; values: EmailTemplateFormValues }) {
  const { actor, key, values } = input;
  assertCan(actor, "emailTemplate.manage");
  const builtIn = builtInTemplate(key);
  return db.transaction(async (tx) => {
    const before = contentOf((await customCopy(tx, key)) ?? builtIn);
    const after = contentOf(values);
    const [b, a] = changes(before, after);
    if (Object.keys(a).length === 0) return { changed: false };
    await writeCopy(tx, actor, key, after, "saved");
    await audit(tx, actor, "email_template.updated", { type: "email_template", id: key }, b, a);
    return { changed: true };
  });
}

/** Back to the built-in wording: the admin's copy is removed (the reset is kept as a version). */
export async function resetEmailTemplate(input: { actor: Actor; key: string }) {
  const { actor, key } = input;
  assertCan(actor, "emailTemplate.manage");
  const builtIn = builtInTemplate(key);
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(emailTemplates).where(eq(emailTemplates.key, key)).returning();
    if (!removed) throw new AppError("EMAIL_TEMPLATE_NOT_CUSTOMIZED");
    const [b, a] = changes(contentOf(removed), contentOf(builtIn));
    await tx.insert(emailTemplateVersions).values({ templateKey: key, kind: "reset", ...contentOf(builtIn), createdBy: actor.id, createdByEmail: actor.email });
    await audit(tx, actor, "email_template.reset", { type: "email_template", id: key }, b, a);
  });
}

/** Makes an earlier version the current wording again (recorded as a new version). */
export async function restoreEmailTemplateVersion(input: { actor: Actor; key: string; versionId: string }) {
  const { actor, key, versionId } = input;
  assertCan(actor, "emailTemplate.manage");
  const builtIn = builtInTemplate(key);
  return db.transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(emailTemplateVersions)
      .where(and(eq(emailTemplateVersions.id, versionId), eq(emailTemplateVersions.templateKey, key)))
      .limit(1);
    if (!version) throw new AppError("EMAIL_TEMPLATE_VERSION_NOT_FOUND");
    const before = contentOf((await customCopy(tx, key)) ?? builtIn);
    const [b, a] = changes(before, contentOf(version));
    await writeCopy(tx, actor, key, contentOf(version), "restored");
    await audit(tx, actor, "email_template.restored", { type: "email_template", id: key }, { ...b }, { ...a, version: versionId });
  });
}
