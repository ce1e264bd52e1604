import { Eye, FilePlus2, Newspaper, Pencil, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { NOUNS, plural } from "~/lib/plural";
import { z } from "zod";
import { BLOG_STATUS_BADGE } from "~/modules/content/labels";
import type { Route } from "./+types/blog-list";
import { admin, pageTitle } from "~/registry";
import { cn } from "~/lib/cn";
import { formatDate, formatNumber } from "~/lib/format";
import { requireRole } from "~/auth-edge/guards.server";
import { listAllBlogPosts } from "~/modules/content/blog-queries.server";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { pageUrl } from "~/lib/page-url.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.blogs) }];

const filterSchema = z.object({
  status: z.enum(["published", "draft", "archived"]).optional().catch(undefined),
  q: z.string().trim().max(100).catch(""),
});

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const url = pageUrl(request);
  const f = filterSchema.parse({ status: url.searchParams.get("status") ?? undefined, q: url.searchParams.get("q") ?? "" });
  const { posts, total } = await listAllBlogPosts(actor, { status: f.status, q: f.q || undefined, limit: 200 });
  return { posts, total, status: f.status ?? null, q: f.q };
}

const TABS = [
  [null, "Alle"],
  ["published", "Veröffentlicht"],
  ["draft", "Entwürfe"],
  ["archived", "Archiviert"],
] as const;

export default function AdminBlogList({ loaderData }: Route.ComponentProps) {
  const { posts, total, status, q } = loaderData;
  return (
    <div>
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title="Blog-Artikel"
        actions={
          <ButtonLink to="/admin/blog/create">
            <FilePlus2 aria-hidden="true" className="size-4" /> Neuer Artikel
          </ButtonLink>
        }
      >
        {plural(total, NOUNS.article)} – bearbeitet wird direkt auf der Artikelseite.
      </BackOfficeHeader>
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Status" className="flex flex-wrap gap-2">
          {TABS.map(([s, label]) => (
            <Link
              key={label}
              to={`/admin/blogs${s ? `?status=${s}` : ""}`}
              aria-current={status === s ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold",
                status === s ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink/40",
              )}
            >
              {label}
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" aria-label="Artikel filtern" className="flex gap-2">
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <label htmlFor="admin-blog-q" className="sr-only">
            Titel oder Kurzbeschreibung
          </label>
          <input
            id="admin-blog-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Titel oder Kurzbeschreibung"
            className="min-h-10 rounded-full border border-line bg-white px-4 text-sm"
          />
          <button type="submit" className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-primary px-4 text-sm font-semibold text-white">
            <Search aria-hidden="true" className="size-4" /> Suchen
          </button>
        </Form>
      </div>
      {posts.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-10" />} title="Keine Artikel gefunden" className="mt-8" />
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white" data-testid="admin-posts">
          {posts.map((p) => {
            const [label, tone] = BLOG_STATUS_BADGE[p.status];
            return (
              <li key={p.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between md:p-5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
                    {p.isFeatured ? <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-strong">Empfohlen</span> : null}
                    {p.category ? <span className="text-xs font-semibold text-muted">{p.category.name}</span> : null}
                  </p>
                  <p className="mt-1 font-display text-lg font-semibold">{p.title}</p>
                  <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted">
                    <span>{p.author?.name ?? "Stadtpuls-Redaktion"}</span>
                    <span>{formatDate(p.publishedAt ?? p.createdAt)}</span>
                    <span className="inline-flex items-center gap-1">
                      <Eye aria-hidden="true" className="size-3.5" /> {formatNumber(p.viewsCount)} Aufrufe
                    </span>
                  </p>
                </div>
                <ButtonLink to={`/admin/blog/edit/${p.id}`} variant="outline" size="sm">
                  <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
