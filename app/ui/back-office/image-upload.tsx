import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { ImagePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { cn } from "~/lib/cn";
import { FieldShell } from "~/ui/back-office/form";
import { MediaPickerButton, type LibraryImage } from "~/ui/back-office/media-picker";
import { controlClass } from "~/ui/form-field";
import { oneLine } from "~/lib/input";

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;

/**
 * zod pieces for an image field pair: the file (optional, checked for type and size in the browser
 * and again by the media store with sharp) and its German alt text.
 * Add `refineImageAlt` to the object schema so a new or kept image always has alt text.
 */
export const zImageFile = z
  .custom<File>((v) => typeof File !== "undefined" && v instanceof File, "Bitte wählen Sie ein Bild aus.")
  .refine((f) => f.size <= IMAGE_MAX_BYTES, "Das Bild ist zu groß (höchstens 8 MB).")
  .refine((f) => (IMAGE_TYPES as readonly string[]).includes(f.type), "Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch.")
  .optional();

export const zImageAlt = oneLine(z.string().trim().max(200, "Der Alternativtext darf höchstens 200 Zeichen lang sein.")).optional();

export function refineImageAlt(fileKey: string, altKey: string, keptUrlKey?: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const hasImage = Boolean(value[fileKey]) || Boolean(keptUrlKey && value[keptUrlKey]);
    if (hasImage && !String(value[altKey] ?? "").trim()) {
      ctx.addIssue({ code: "custom", path: [altKey], message: "Bitte beschreiben Sie das Bild (Alternativtext für Screenreader)." });
    }
  };
}

/**
 * File input with preview plus the required alt text. The form needs `encType="multipart/form-data"`;
 * the action passes the File to `saveUploadedImage` (modules/media) which makes the sharp variants.
 * `current` is the image already stored; its URL is kept in a hidden field unless removed.
 */
export function ImageUploadField({
  file,
  alt,
  kept,
  label = "Bild",
  current,
  library = false,
  className,
}: {
  file: FieldMetadata<unknown>;
  alt: FieldMetadata<unknown>;
  /** Hidden field that keeps the current image URL (cleared by "Bild entfernen"). */
  kept?: FieldMetadata<unknown>;
  label?: string;
  current?: { url: string; alt: string } | null;
  /** Admins: offer "Aus Mediathek wählen" (needs `kept`: the chosen image's URL is posted there). */
  library?: boolean;
  className?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [chosen, setChosen] = useState<LibraryImage | null>(null);
  const [removed, setRemoved] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const { key: fileKey, ...fileProps } = getInputProps(file as FieldMetadata<string>, { type: "file" });
  const { key: altKey, ...altProps } = getInputProps(alt as FieldMetadata<string>, { type: "text" });
  const shown = preview ?? chosen?.url ?? (!removed ? current?.url : null);
  const keptUrl = chosen?.url ?? (!removed ? current?.url : null);
  return (
    <div className={cn("grid gap-4 sm:grid-cols-[12rem_1fr]", className)}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-dashed border-line bg-sand/60">
        {shown ? (
          <img src={shown} alt="" className="size-full object-cover" width={320} height={240} />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-muted">
            <ImagePlus aria-hidden="true" className="size-8" />
            <span className="text-xs">Noch kein Bild</span>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <FieldShell label={label} field={file} hint="JPG, PNG, WebP oder AVIF, höchstens 8 MB. Wir erzeugen passende Größen automatisch.">
          <div className="flex flex-wrap items-center gap-3">
            <input
              key={fileKey}
              {...fileProps}
              accept={IMAGE_TYPES.join(",")}
              className="peer sr-only"
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                setFileName(f?.name ?? null);
                setPreview(f && f.type.startsWith("image/") ? URL.createObjectURL(f) : null);
              }}
            />
            <label
              htmlFor={file.id}
              aria-hidden="true"
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-semibold hover:border-ink/40 peer-focus-visible:ring-2 peer-focus-visible:ring-secondary"
            >
              <ImagePlus className="size-4" /> {shown ? "Anderes Bild wählen" : "Bild auswählen"}
            </label>
            <span className="text-sm text-muted">{fileName ?? "Keine Datei ausgewählt"}</span>
          </div>
        </FieldShell>
        <FieldShell label="Alternativtext" field={alt} hint="Was ist auf dem Bild zu sehen? Pflicht, sobald ein Bild gesetzt ist.">
          <input key={altKey} {...altProps} maxLength={200} className={controlClass} />
        </FieldShell>
        {kept && keptUrl ? (
          <>
            <input type="hidden" name={kept.name} value={keptUrl} />
            <button
              type="button"
              onClick={() => {
                setRemoved(true);
                setChosen(null);
              }}
              className="w-fit text-sm font-medium text-danger underline"
            >
              Bild entfernen
            </button>
          </>
        ) : null}
        {library && kept ? (
          <div>
            <MediaPickerButton
              onPick={(image) => {
                setChosen(image);
                setPreview(null);
                setFileName(null);
                const fileInput = document.getElementById(file.id) as HTMLInputElement | null;
                if (fileInput) fileInput.value = "";
                const altInput = document.getElementById(alt.id) as HTMLInputElement | null;
                if (altInput && !altInput.value.trim() && image.altText) altInput.value = image.altText;
              }}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
