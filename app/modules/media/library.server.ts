import { eq } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "~/lib/app-error";
import { isUuid } from "~/lib/input";
import { db, type DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import type { MediaUse } from "~/modules/media/library";
import { assertCan } from "~/modules/media/permissions";
import { media } from "~/modules/media/schema";
import { MAX_INPUT_PIXELS, mediaStore, readImageFile, saveImage } from "~/modules/media/store.server";

/** Where a library item is used; the library's read model answers it (it reads every content table). */
export type FindUses = (tx: DbOrTx, ids: string[]) => Promise<Map<string, MediaUse[]>>;

const notFound = () => new AppError("NOT_FOUND", { message: "Diese Datei gibt es nicht (mehr) in der Mediathek." });

async function lockMedia(tx: DbOrTx, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** An admin's upload into the library: the sharp pipeline's variants and a `media` row, audited. */
export async function uploadToLibrary(input: { actor: Actor; file: File; altText?: string }) {
  assertCan(input.actor, "media.manage");
  return db.transaction(async (tx) => {
    const stored = await saveImage(tx, { file: input.file, ownerId: input.actor.id, purpose: "library", altText: input.altText ?? "" });
    await audit(tx, input.actor, "media.uploaded", { type: "media", id: stored.id }, null, { originalName: input.file.name.slice(0, 200), sizeBytes: input.file.size });
    return stored;
  });
}

/** Changes an item's alt text (what screen readers say wherever it is shown from now on). */
export async function updateMediaAlt(input: { actor: Actor; id: string; altText: string }) {
  assertCan(input.actor, "media.manage");
  return db.transaction(async (tx) => {
    const before = await lockMedia(tx, input.id);
    if (before.altText === input.altText) return before;
    const [after] = await tx.update(media).set({ altText: input.altText }).where(eq(media.id, input.id)).returning();
    await audit(tx, input.actor, "media.updated", { type: "media", id: input.id }, { altText: before.altText }, { altText: after.altText });
    return after;
  });
}

/**
 * Replaces an item's file and keeps its URLs: every stored variant is written again from the new
 * image at the variant's size (cropped to fill it), so every place that uses the item shows the new picture.
 */
export async function replaceMedia(input: { actor: Actor; id: string; file: File }) {
  assertCan(input.actor, "media.manage");
  const { buffer } = await readImageFile(input.file);
  return db.transaction(async (tx) => {
    const before = await lockMedia(tx, input.id);
    const store = mediaStore();
    const outputs: Array<{ key: string; data: Buffer }> = [];
    for (const v of before.variants) {
      try {
        const data = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: v.width, height: v.height, fit: "cover" }).webp({ quality: 80 }).toBuffer();
        outputs.push({ key: v.key, data });
      } catch {
        throw new AppError("VALIDATION", { message: "Die Datei ist kein lesbares Bild.", fields: { file: "Die Datei ist kein lesbares Bild." } });
      }
    }
    for (const o of outputs) await store.put(o.key, o.data, "image/webp");
    const originalName = input.file.name.slice(0, 200) || "bild";
    await tx.update(media).set({ originalName, sizeBytes: input.file.size }).where(eq(media.id, input.id));
    await audit(tx, input.actor, "media.replaced", { type: "media", id: input.id }, { originalName: before.originalName, sizeBytes: before.sizeBytes }, { originalName, sizeBytes: input.file.size });
    return { id: input.id };
  });
}

/** Deletes an item and its files; refused while anything uses it (the German list of uses says what). */
export async function deleteMedia(input: { actor: Actor; id: string; findUses: FindUses }) {
  assertCan(input.actor, "media.manage");
  const keys = await db.transaction(async (tx) => {
    const before = await lockMedia(tx, input.id);
    const uses = (await input.findUses(tx, [input.id])).get(input.id) ?? [];
    if (uses.length > 0) {
      const list = uses.map((u) => `${u.kind} „${u.name}“`).join(", ");
      throw new AppError("CONFLICT", { message: `Diese Datei wird noch verwendet und kann nicht gelöscht werden: ${list}. Bitte ersetzen oder entfernen Sie sie dort zuerst.` });
    }
    await tx.delete(media).where(eq(media.id, input.id));
    await audit(tx, input.actor, "media.deleted", { type: "media", id: input.id }, { originalName: before.originalName, storageKey: before.storageKey }, null);
    return [...new Set([before.storageKey, ...before.variants.map((v) => v.key)])];
  });
  const store = mediaStore();
  for (const k of keys) await store.delete(k);
}
