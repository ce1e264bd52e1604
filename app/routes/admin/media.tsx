import { FileImage, ImageUp, Search, Trash2, UploadCloud } from "lucide-react";
import { useCallback, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { Form, Link, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/media";
import { AppError } from "~/lib/app-error";
import { formatDate } from "~/lib/format";
import { listHref } from "~/lib/list/list-spec";
import { loadList } from "~/lib/list/load-list.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { MEDIA_TYPE, MEDIA_USE, mediaAltSchema, mediaList } from "~/modules/media/library";
import { deleteMedia, replaceMedia, updateMediaAlt } from "~/modules/media/library.server";
import { findMediaUses, getMediaLibraryView } from "~/modules/reporting/media-library.server";
import { admin, api, linkTo, pageTitle } from "~/registry";
import { ActionResultNotice, BackOfficeHeader, defineIntents, IntentButton, useActionResult } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.media) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, mediaList, (params) => getMediaLibraryView(actor, params));
}

const intents = defineIntents({
  alt: { label: "Speichern", success: "Alternativtext gespeichert", input: mediaAltSchema },
  replace: { label: "Ersetzen", success: "Datei ersetzt – überall, wo sie verwendet wird" },
  delete: {
    label: "Löschen",
    success: "Datei gelöscht",
    tone: "danger",
    confirm: { title: "Datei löschen?", body: "Die Datei und alle ihre Größen werden endgültig gelöscht. Verwendete Dateien können nicht gelöscht werden." },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runIntents(request, intents, {
    alt: ({ id, input }) => updateMediaAlt({ actor, id, altText: input.altText }),
    replace: ({ id, form }) => {
      const file = form.get("file");
      if (!(file instanceof File)) throw new AppError("VALIDATION", { message: "Bitte wählen Sie ein Bild aus.", fields: { file: "Bitte wählen Sie ein Bild aus." } });
      return replaceMedia({ actor, id, file });
    },
    delete: ({ id }) => deleteMedia({ actor, id, findUses: findMediaUses }),
  });
}

const MAX_BYTES = 8 * 1024 * 1024;
const ACCEPT = { "image/jpeg": [".jpg", ".jpeg"], "image/png": [".png"], "image/webp": [".webp"], "image/avif": [".avif"], "image/gif": [".gif"] };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type Upload = { key: string; name: string; progress: number; state: "running" | "done" | "failed"; message?: string };

function rejectionText(r: FileRejection): string {
  const code = r.errors[0]?.code;
  if (code === "file-too-large") return "Die Datei ist zu groß (höchstens 8 MB).";
  if (code === "file-invalid-type") return "Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch.";
  return "Diese Datei kann nicht hochgeladen werden.";
}

/** Sends one file with XMLHttpRequest so the upload's progress can be shown. */
function sendFile(file: File, onProgress: (p: number) => void): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", linkTo(api, "adminMedia"));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { ok?: boolean; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = { message: xhr.responseText.slice(0, 200) };
      }
      resolve(xhr.status < 300 ? { ok: true } : { ok: false, message: body.message ?? "Das Hochladen ist fehlgeschlagen. Bitte versuchen Sie es erneut." });
    };
    xhr.onerror = () => resolve({ ok: false, message: "Keine Verbindung. Bitte versuchen Sie es erneut." });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

function UploadZone() {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const revalidator = useRevalidator();
  const patch = (key: string, changes: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...changes } : u)));
  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      const stamp = Date.now();
      const started: Upload[] = accepted.map((f, i) => ({ key: `${stamp}-${i}`, name: f.name, progress: 0, state: "running" }));
      const refused: Upload[] = rejected.map((r, i) => ({ key: `${stamp}-r${i}`, name: r.file.name, progress: 0, state: "failed", message: rejectionText(r) }));
      setUploads((all) => [...started, ...refused, ...all].slice(0, 30));
      void Promise.all(
        accepted.map(async (f, i) => {
          const key = started[i].key;
          const res = await sendFile(f, (progress) => patch(key, { progress }));
          patch(key, res.ok ? { state: "done", progress: 100 } : { state: "failed", message: res.message });
        }),
      ).then(() => revalidator.revalidate());
    },
    [revalidator],
  );
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: ACCEPT, maxSize: MAX_BYTES, multiple: true });
  return (
    <section aria-labelledby="upload-title" className="flex flex-col gap-3">
      <h2 id="upload-title" className="sr-only">
        Dateien hochladen
      </h2>
      <div
        {...getRootProps({
          className:
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line bg-sand/40 px-6 py-8 text-center transition hover:border-primary focus-visible:outline-2 focus-visible:outline-primary" +
            (isDragActive ? " border-primary bg-primary/5" : ""),
        })}
      >
        <input {...getInputProps({ "aria-label": "Bilder hochladen" })} data-testid="media-upload-input" />
        <UploadCloud aria-hidden="true" className="size-8 text-primary-strong" />
        <p className="font-semibold text-ink">{isDragActive ? "Loslassen zum Hochladen" : "Bilder hierher ziehen oder klicken, um sie auszuwählen"}</p>
        <p className="text-sm text-muted">Mehrere auf einmal · JPG, PNG, WebP oder AVIF, höchstens 8 MB · passende Größen entstehen automatisch</p>
      </div>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="grid gap-2 sm:grid-cols-2">
          {uploads.map((u) => (
            <li key={u.key} className="rounded-xl border border-line bg-white px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium text-ink">{u.name}</span>
                <span className={u.state === "failed" ? "text-danger" : u.state === "done" ? "text-success" : "text-muted"}>
                  {u.state === "failed" ? "Fehlgeschlagen" : u.state === "done" ? "Hochgeladen" : `${u.progress} %`}
                </span>
              </div>
              {u.state !== "failed" ? <progress className="mt-1 h-1.5 w-full accent-primary" value={u.progress} max={100} aria-label={`Fortschritt ${u.name}`} /> : null}
              {u.message ? (
                <p role="alert" className="mt-1 text-danger">
                  {u.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type Item = Route.ComponentProps["loaderData"]["rows"][number];

function MediaCard({ item }: { item: Item }) {
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white" data-testid="media-item">
      <div className="aspect-[4/3] bg-sand">
        {item.isImage ? (
          <img src={item.thumbUrl} alt={item.altText} loading="lazy" width={320} height={240} className="size-full object-cover" />
        ) : (
          <FileImage aria-hidden="true" className="m-auto size-10 text-muted" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 text-sm">
        <div>
          <h3 className="truncate font-semibold text-ink" title={item.name}>
            {item.name}
          </h3>
          <p className="text-xs text-muted">
            {[item.width && item.height ? `${item.width} × ${item.height} px` : null, sizeText(item.sizeBytes), formatDate(item.createdAt)].filter(Boolean).join(" · ")}
          </p>
        </div>
        <div>
          {item.uses.length === 0 ? (
            <Badge tone="neutral">Nicht verwendet</Badge>
          ) : (
            <details>
              <summary className="cursor-pointer">
                <Badge tone="success">{item.uses.length === 1 ? "1 Verwendung" : `${item.uses.length} Verwendungen`}</Badge>
              </summary>
              <ul className="mt-1 flex flex-col gap-0.5 text-xs">
                {item.uses.map((u, i) => (
                  <li key={i}>
                    {u.kind}:{" "}
                    {u.href ? (
                      <Link to={u.href} className="text-primary-strong underline">
                        {u.name}
                      </Link>
                    ) : (
                      u.name
                    )}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
        <Form method="post" className="flex flex-col gap-2" preventScrollReset>
          <input type="hidden" name="id" value={item.id} />
          <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink">
            Alternativtext
            <input name="altText" defaultValue={item.altText} maxLength={200} className={controlClass} placeholder="Was zeigt das Bild?" />
          </label>
          <Button type="submit" name="intent" value="alt" variant="outline" size="sm" className="w-fit">
            Alternativtext speichern
          </Button>
        </Form>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-2" preventScrollReset>
            <input type="hidden" name="id" value={item.id} />
            <input id={`replace-${item.id}`} type="file" name="file" accept="image/*" required className="peer sr-only" onChange={(e) => setPicked(e.currentTarget.files?.[0]?.name ?? null)} />
            <label
              htmlFor={`replace-${item.id}`}
              className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-full border border-line px-3 text-xs font-semibold text-ink hover:border-ink/40 peer-focus-visible:ring-2 peer-focus-visible:ring-secondary"
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {picked ? <span className="max-w-28 truncate">{picked}</span> : "Neue Datei wählen"}
            </label>
            <Button type="submit" name="intent" value="replace" variant="outline" size="sm">
              Ersetzen
            </Button>
          </Form>
          <IntentButton intent="delete" spec={intents.delete} id={item.id} variant="ghost" confirmTitle={`„${item.name}“ löschen?`}>
            <Trash2 aria-hidden="true" className="size-4" /> Löschen
          </IntentButton>
        </div>
      </div>
    </li>
  );
}

export default function AdminMedia({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const result = useActionResult();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Inhalte verwalten" title="Medien">
        Alle hochgeladenen Bilder und Dateien – Alternativtexte pflegen, sehen, wo etwas verwendet wird, ersetzen und aufräumen.
      </BackOfficeHeader>
      <UploadZone />
      <ActionResultNotice result={result} />
      <Form method="get" role="search" aria-label="Medien filtern" className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium text-ink">
          Suche
          <input type="search" name="q" defaultValue={params.get("q") ?? ""} placeholder="Dateiname oder Alternativtext" className={controlClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Art
          <select name="type" defaultValue={params.get("type") ?? ""} className={controlClass}>
            <option value="">Alle Arten</option>
            {MEDIA_TYPE.options().map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Verwendung
          <select name="use" defaultValue={params.get("use") ?? ""} className={controlClass}>
            <option value="">Alle</option>
            {MEDIA_USE.options().map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" /> Filtern
        </Button>
      </Form>
      {list.notices.map((n) => (
        <p key={n} className="text-sm text-muted">
          {n}
        </p>
      ))}
      <p className="text-sm text-muted" aria-live="polite">
        {list.total === 1 ? "1 Datei" : `${list.total} Dateien`}
      </p>
      {list.rows.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center">
          <p className="font-semibold text-ink">{params.get("q") || params.get("type") || params.get("use") ? "Keine Dateien passen zu diesen Filtern" : "Noch keine Dateien in der Mediathek"}</p>
          <p className="text-sm text-muted">Ziehen Sie Bilder in das Feld oben, um sie hochzuladen.</p>
        </div>
      ) : (
        <ul aria-label="Dateien" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.rows.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Seiten" className="flex items-center justify-center gap-3">
          {list.page > 1 ? <ButtonLink variant="outline" to={listHref(params, { page: list.page - 1 })}>Zurück</ButtonLink> : null}
          <span className="text-sm text-muted">
            Seite {list.page} von {pages}
          </span>
          {list.page < pages ? <ButtonLink variant="outline" to={listHref(params, { page: list.page + 1 })}>Weiter</ButtonLink> : null}
        </nav>
      ) : null}
    </div>
  );
}
