import "@puckeditor/core/no-external.css";
import { Puck, useGetPuck, type Config, type Data, type Dictionary, type Field } from "@puckeditor/core";
import { ImagePlus, Loader2, Save, X } from "lucide-react";
import { useId, useState } from "react";
import type { BlogBlockProps, BlogDocument } from "~/modules/content/blog-content";
import { blogRenderConfig, type BlogRenderMetadata } from "~/modules/content/components/blog-blocks";

/** What the editor hands back when the author saves. */
export type BlogDraft = { title: string; excerpt: string; content: BlogDocument };

type Components = { [K in keyof BlogBlockProps]: BlogBlockProps[K] };
type RootProps = { title: string; excerpt: string };
type EventOption = { slug: string; title: string; date: string; venue: string };

/** Puck's UI in German (its default dictionary is English). */
const dictionary: Dictionary = {
  "header-publish": "Speichern",
  "header-undo": "Rückgängig",
  "header-redo": "Wiederholen",
  "header-toggle-leftsidebar": "Linke Seitenleiste ein-/ausblenden",
  "header-toggle-rightsidebar": "Rechte Seitenleiste ein-/ausblenden",
  "header-toggle-menubar": "Menü ein-/ausblenden",
  "action-selectparent": "Übergeordnetes Element wählen",
  "action-duplicate": "Duplizieren",
  "action-delete": "Löschen",
  "label-page": "Artikel",
  "label-component": "Block",
  "outline-empty": "Keine Blöcke",
  "outline-item-collapse": "Einklappen",
  "outline-item-expand": "Ausklappen",
  "outline-header-title": "Gliederung",
  "outline-header-collapseall": "Alle einklappen",
  "outline-item-duplicate": "Duplizieren",
  "outline-item-delete": "Löschen",
  "drawer-category-collapse": "{title} einklappen",
  "drawer-category-expand": "{title} ausklappen",
  "drawer-category-other": "Weitere",
  "canvas-noconfig": "Keine Konfiguration für {type}",
  "field-readonly": "Schreibgeschützt",
  "field-arrayitem-summary": "Eintrag {index}",
  "field-arrayitem-duplicate": "Duplizieren",
  "field-arrayitem-delete": "Löschen",
  "field-external-selectdata": "Daten auswählen",
  "field-external-search": "Suchen",
  "field-external-togglefilters": "Filter ein-/ausblenden",
  "field-external-item": "Eintrag",
  "field-external-result-singular": "{count} Ergebnis",
  "field-external-result-plural": "{count} Ergebnisse",
  "viewport-zoom-in": "Vergrößern",
  "viewport-zoom-out": "Verkleinern",
  "viewport-zoom-auto": "{zoom} % (automatisch)",
  "viewport-toggle-menu": "Ansichten",
  "viewport-switch": "Zur Ansicht {label} wechseln",
  "viewport-switch-default": "Ansicht wechseln",
  "plugin-blocks": "Blöcke",
  "plugin-outline": "Gliederung",
  "plugin-fields": "Eigenschaften",
  "plugin-components": "Blöcke",
  "layout-maximize": "maximieren",
  "layout-minimize": "minimieren",
  "loader-loading": "wird geladen",
};

/** Image field: upload through the media store (POST /api/blog/image), or keep the current one. */
function ImageUploadField({ value, onChange, postId }: { value: string; onChange: (v: string) => void; postId: string }) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function upload(file: File) {
    setState({ busy: true, error: null });
    const body = new FormData();
    body.set("postId", postId);
    body.set("file", file);
    try {
      const res = await fetch("/api/blog/image", { method: "POST", body });
      const json = (await res.json().catch(() => null)) as { ok?: boolean; url?: string; message?: string } | null;
      if (!res.ok || !json?.ok || !json.url) throw new Error(json?.message ?? "Das Bild konnte nicht hochgeladen werden.");
      onChange(json.url);
      setState({ busy: false, error: null });
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message : "Das Bild konnte nicht hochgeladen werden." });
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {value ? <img src={value} alt="Vorschau des gewählten Bildes" width={240} height={160} className="h-auto w-full rounded-lg bg-sand object-cover" /> : null}
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-ink/40"
      >
        {state.busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
        {state.busy ? "Wird hochgeladen …" : value ? "Anderes Bild hochladen" : "Bild hochladen"}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="sr-only"
        disabled={state.busy}
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          if (f) void upload(f);
          e.currentTarget.value = "";
        }}
      />
      {state.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

function editorConfig(postId: string): Config<Components, RootProps> {
  const c = blogRenderConfig.components;
  const imageField: Field<string> = {
    type: "custom",
    label: "Bild",
    render: ({ value, onChange }) => <ImageUploadField value={value ?? ""} onChange={onChange} postId={postId} />,
  };
  const eventField: Field<string> = {
    type: "external",
    label: "Event",
    placeholder: "Titel oder Ort suchen …",
    showSearch: true,
    fetchList: async ({ query }) => {
      const res = await fetch(`/api/blog/events?q=${encodeURIComponent(query ?? "")}`);
      if (!res.ok) return [];
      return ((await res.json()) as { events: EventOption[] }).events;
    },
    mapProp: (item: EventOption) => item.slug,
    mapRow: (item: EventOption) => ({ Titel: item.title, Termin: item.date, Ort: item.venue }),
    getItemSummary: (slug: string) => slug,
  };
  return {
    root: {
      fields: {
        title: { type: "text", label: "Titel" },
        excerpt: { type: "textarea", label: "Kurzbeschreibung" },
      },
    },
    components: {
      Heading: {
        ...c.Heading,
        label: "Überschrift",
        fields: {
          text: { type: "text", label: "Text" },
          level: {
            type: "select",
            label: "Ebene",
            options: [
              { label: "Überschrift", value: 2 },
              { label: "Zwischenüberschrift", value: 3 },
              { label: "Kleine Überschrift", value: 4 },
            ],
          },
        },
        defaultProps: { text: "Neue Überschrift", level: 2 },
      },
      Text: {
        ...c.Text,
        label: "Textabsatz",
        fields: { text: { type: "textarea", label: "Text" } },
        defaultProps: { text: "Schreiben Sie hier Ihren Text." },
      },
      Quote: {
        ...c.Quote,
        label: "Zitat",
        fields: { text: { type: "textarea", label: "Zitat" }, author: { type: "text", label: "Von" } },
        defaultProps: { text: "Ein Satz, der hängen bleibt.", author: "" },
      },
      Image: {
        ...c.Image,
        label: "Bild",
        fields: {
          src: imageField,
          alt: { type: "text", label: "Bildbeschreibung (Alternativtext)" },
          caption: { type: "text", label: "Bildunterschrift" },
        },
        defaultProps: { src: "", alt: "", caption: "" },
      },
      EventCard: {
        ...c.EventCard,
        label: "Event-Karte",
        fields: { eventSlug: eventField },
        defaultProps: { eventSlug: "" },
      },
    },
  };
}

function HeaderActions({ saving, onCancel, onSave }: { saving: boolean; onCancel: () => void; onSave: (d: Data) => void }) {
  const getPuck = useGetPuck();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-ink/40"
      >
        <X aria-hidden="true" className="size-4" /> Abbrechen
      </button>
      <button
        type="button"
        disabled={saving}
        onClick={() => onSave(getPuck().appState.data)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        <Save aria-hidden="true" className="size-4" /> Speichern
      </button>
    </div>
  );
}

/**
 * The in-place Puck editor of a blog post (lazy-loaded only in 'Bearbeiten' mode).
 * Title and excerpt are the root fields; blocks are edited on the canvas.
 */
export default function BlogEditor({
  postId,
  initial,
  metadata,
  saving,
  onCancel,
  onSave,
}: {
  postId: string;
  initial: BlogDraft;
  metadata: BlogRenderMetadata;
  saving: boolean;
  onCancel: () => void;
  onSave: (draft: BlogDraft) => void;
}) {
  const [config] = useState(() => editorConfig(postId));
  const [data] = useState<Data>(() => ({
    root: { props: { title: initial.title, excerpt: initial.excerpt } },
    content: initial.content.content as Data["content"],
  }));
  function save(d: Data) {
    const root = (d.root as { props?: Partial<RootProps> }).props ?? {};
    onSave({
      title: String(root.title ?? "").trim(),
      excerpt: String(root.excerpt ?? "").trim(),
      content: { content: d.content as BlogDocument["content"], root: { props: {} } },
    });
  }
  return (
    <div className="blog-editor h-full" data-testid="blog-editor">
      <Puck
        config={config}
        data={data}
        metadata={metadata}
        dictionary={dictionary}
        headerTitle="Artikel bearbeiten"
        iframe={{ enabled: false }}
        height="100%"
        onPublish={save}
        overrides={{
          headerActions: () => <HeaderActions saving={saving} onCancel={onCancel} onSave={save} />,
        }}
      />
    </div>
  );
}
