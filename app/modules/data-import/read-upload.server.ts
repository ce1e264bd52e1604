import { AppError } from "~/lib/app-error";
import { cleanFormData } from "~/lib/input";
import { MAX_IMPORT_BYTES } from "~/modules/data-import/read-file.server";

/** Room for the multipart envelope and the form's other fields beside the file. */
const ENVELOPE = 64 * 1024;

/**
 * The posted upload form, read only up to the import's size limit: a body announced larger
 * (Content-Length) is refused before a byte is read, one that grows beyond it while streaming is
 * cut off there — a 50 MB upload never sits in memory whole. Refusal: IMPORT_FILE_TOO_LARGE (413).
 */
export async function readImportUpload(request: Request, maxBytes = MAX_IMPORT_BYTES): Promise<FormData> {
  const limit = maxBytes + ENVELOPE;
  const announced = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(announced) && announced > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new AppError("IMPORT_FILE_TOO_LARGE", { field: "file" });
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new AppError("IMPORT_FILE_TOO_LARGE", { field: "file" });
      }
      chunks.push(value);
    }
  }
  const body = new Blob(chunks as BlobPart[]);
  try {
    const copy = new Request(request.url, { method: "POST", headers: { "content-type": request.headers.get("content-type") ?? "" }, body });
    return cleanFormData(await copy.formData());
  } catch {
    throw new AppError("VALIDATION", { message: "Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es erneut." });
  }
}
