import { Images, Search, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

export type LibraryImage = { id: string; name: string; altText: string; url: string };

/** Where the picker reads the library (the admins' JSON door of the media library, registry `api.adminMedia`). */
const LIBRARY_URL = "/api/admin/media";

/**
 * "Aus Mediathek wählen": a button that opens a dialog listing the media library's images (admins);
 * choosing one hands it to `onPick` (the field then keeps the image's URL).
 */
export function MediaPickerButton({ onPick, label = "Aus Mediathek wählen" }: { onPick: (image: LibraryImage) => void; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [items, setItems] = useState<LibraryImage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [q, setQ] = useState("");
  const load = async (query: string) => {
    setError(null);
    try {
      const res = await fetch(`${LIBRARY_URL}?q=${encodeURIComponent(query)}`, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { items?: LibraryImage[]; message?: string };
      if (!res.ok) throw new Error(body.message ?? "Die Mediathek konnte nicht geladen werden.");
      setItems(body.items ?? []);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Die Mediathek konnte nicht geladen werden.");
    }
  };
  const open = () => {
    dialog.current?.showModal();
    void load(q);
  };
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={open}>
        <Images aria-hidden="true" className="size-4" /> {label}
      </Button>
      <dialog ref={dialog} aria-labelledby="media-picker-title" className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 backdrop:bg-ink/40">
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h2 id="media-picker-title" className="text-lg font-semibold text-ink">
            Bild aus der Mediathek wählen
          </h2>
          <Button type="button" variant="ghost" size="sm" onClick={() => dialog.current?.close()} aria-label="Schließen">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-end gap-2">
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-ink">
              Suche in der Mediathek
              <input
                type="search"
                value={q}
                onChange={(e) => setQ(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void load(q);
                  }
                }}
                placeholder="Dateiname oder Alternativtext"
                className={controlClass}
              />
            </label>
            <Button type="button" variant="secondary" onClick={() => void load(q)}>
              <Search aria-hidden="true" className="size-4" /> Suchen
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          {items === null ? (
            <p className="text-sm text-muted">Lädt …</p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted">Keine Bilder gefunden. Laden Sie Bilder unter „Medien“ hoch.</p>
          ) : (
            <ul aria-label="Bilder der Mediathek" className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3 md:grid-cols-4">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onPick(item);
                      dialog.current?.close();
                    }}
                    className="flex w-full flex-col overflow-hidden rounded-xl border border-line text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <img src={item.url} alt="" loading="lazy" width={200} height={150} className="aspect-[4/3] w-full bg-sand object-cover" />
                    <span className="truncate px-2 py-1 text-xs text-ink">{item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>
    </>
  );
}

/** "Aus Mediathek wählen" beside a URL field: fills the field (by its id) with the chosen image's URL, as if typed. */
export function MediaUrlPicker({ inputId }: { inputId: string }) {
  return (
    <MediaPickerButton
      onPick={(image) => {
        const input = document.getElementById(inputId) as HTMLInputElement | null;
        if (!input) return;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, image.url);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }}
    />
  );
}
