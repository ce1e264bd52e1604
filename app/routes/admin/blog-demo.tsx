import { Loader2, Pencil } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Route } from "./+types/blog-demo";
import { admin, pageTitle } from "~/registry";
import { requireRole } from "~/auth-edge/guards.server";
import type { BlogDocument } from "~/modules/content/blog-content";
import { BlogContent } from "~/modules/content/components/blog-content";
import type { BlogDraft } from "~/modules/content/components/blog-editor";
import { Button } from "~/ui/button";
import { DEFAULT_CITY } from "~/lib/cities";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

const BlogEditor = lazy(() => import("~/modules/content/components/blog-editor"));

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.blogDemo) }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

const SAMPLE: BlogDocument = {
  content: [
    { type: "Heading", props: { id: "Heading-1", text: "So funktioniert der Editor", level: 2 } },
    { type: "Text", props: { id: "Text-1", text: "Ziehen Sie Blöcke aus der linken Leiste in den Artikel. Klicken Sie einen Block an, um ihn rechts zu bearbeiten." } },
    { type: "Quote", props: { id: "Quote-1", text: "Ein gutes Zitat macht jeden Artikel lebendig.", author: "Die Redaktion" } },
  ],
  root: { props: {} },
};

/** A playground for the Puck editor: nothing here is saved. */
export default function AdminBlogDemo() {
  const [doc, setDoc] = useState<BlogDraft>({ title: "Demo-Artikel", excerpt: "Probieren Sie den Editor aus.", content: SAMPLE });
  const [editing, setEditing] = useState(false);
  return (
    <div className="max-w-3xl">
      <BackOfficeHeader eyebrow="Inhalte verwalten" title="Blog-Editor (Demo)">
        Hier können Sie den Editor gefahrlos ausprobieren – Änderungen werden nicht gespeichert und verschwinden beim Neuladen.
      </BackOfficeHeader>
      <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold">{doc.title}</h2>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
          </Button>
        </div>
        <p className="mt-2 text-muted">{doc.excerpt}</p>
        <div className="mt-6">
          <BlogContent doc={doc.content} metadata={{ city: DEFAULT_CITY, events: {} }} />
        </div>
      </div>
      {editing ? (
        <div className="fixed inset-0 z-[60] bg-white" role="dialog" aria-modal="true" aria-label="Demo-Artikel bearbeiten">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center gap-2 text-muted" role="status">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Editor wird geladen …
              </div>
            }
          >
            <BlogEditor
              postId=""
              initial={doc}
              metadata={{ city: DEFAULT_CITY, events: {} }}
              saving={false}
              onCancel={() => setEditing(false)}
              onSave={(d) => {
                setDoc(d);
                setEditing(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
