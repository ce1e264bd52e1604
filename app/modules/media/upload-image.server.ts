import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/media/permissions";
import { saveImage, type StoredImage } from "~/modules/media/store.server";

/**
 * Stores an image uploaded through the back-office ImageUploadField: sharp variants via the media
 * store, alt text kept with the record. Field errors come back under `fieldName`.
 */
export async function saveUploadedImage(input: {
  actor: Actor;
  file: File;
  altText: string;
  purpose: string;
  fieldName?: string;
}): Promise<StoredImage & { altText: string }> {
  assertCan(input.actor, "image.upload");
  try {
    const stored = await saveImage(db, { file: input.file, ownerId: input.actor.id, purpose: input.purpose, altText: input.altText });
    return { ...stored, altText: input.altText };
  } catch (error) {
    const e = error as { fields?: Record<string, string> };
    if (input.fieldName && e.fields?.file) {
      e.fields[input.fieldName] = e.fields.file;
      delete e.fields.file;
    }
    throw error;
  }
}
