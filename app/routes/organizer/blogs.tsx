import { Eye, FilePlus2, Newspaper, Pencil } from "lucide-react";
import { Link } from "react-router";
import { BLOG_STATUS } from "~/modules/content/labels";
import { EnumBadge } from "~/ui/badge";
import type { Route } from "./+types/blogs";
import { DEFAULT_CITY } from "~/lib/cities";
import { organizer, pageTitle } from "~/registry";
import { formatDate, formatNumber } from "~/lib/format";
import { requireRole } from "~/modules/accounts/session.server";
import { listOwnBlogPosts } from "~/modules/content/blog-queries.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.blogs) }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "organizer");
  const { posts } = await listOwnBlogPosts(viewer, { limit: 100 });
  return { posts };
}

const postHref = (p: { cityId: string | null; slug: string }) => `/${p.cityId ?? DEFAULT_CITY}/blog/${p.slug}`;

export default function OrganizerBlogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <div>
      <BackOfficeHeader
        eyebrow="Meine Inhalte"
        title="Meine Blog-Artikel"
        actions={
          <ButtonLink to="/organizer/blogs/create">
            <FilePlus2 aria-hidden="true" className="size-4" /> Neuer Artikel
          </ButtonLink>
        }
      >
        Ihre Beiträge im Stadtpuls-Magazin. Bearbeiten Sie sie direkt auf der Artikelseite; Entwürfe sehen nur Sie.
      </BackOfficeHeader>
      {posts.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-10" />} title="Noch keine Artikel" className="mt-8" action={<ButtonLink to="/organizer/blogs/create">Ersten Artikel schreiben</ButtonLink>}>
          Erzählen Sie Ihrem Publikum, was hinter Ihren Veranstaltungen steckt.
        </EmptyState>
      ) : (
        <ul className="mt-8 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white" data-testid="my-posts">
          {posts.map((p) => {
            return (
              <li key={p.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between md:p-5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <EnumBadge of={BLOG_STATUS} value={p.status} />
                    {p.category ? <span className="text-xs font-semibold text-muted">{p.category.name}</span> : null}
                  </p>
                  <Link to={postHref(p)} className="mt-1 block font-display text-lg font-semibold hover:text-primary-strong">
                    {p.title}
                  </Link>
                  <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted">
                    <span>{formatDate(p.publishedAt ?? p.createdAt)}</span>
                    <span className="inline-flex items-center gap-1">
                      <Eye aria-hidden="true" className="size-3.5" /> {formatNumber(p.viewsCount)} Aufrufe
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to={postHref(p)} variant="outline" size="sm">
                    <Eye aria-hidden="true" className="size-4" /> {p.status === "published" ? "Ansehen" : "Vorschau"}
                  </ButtonLink>
                  {/* the article page opens its editor on arrival (drafts are shown to their author only) */}
                  <ButtonLink to={`${postHref(p)}?bearbeiten=1`} variant="outline" size="sm" aria-label={`„${p.title}“ bearbeiten`}>
                    <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
                  </ButtonLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
