import { ChevronLeft, ChevronRight, Newspaper, Search, X } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { NOUNS, plural } from "~/lib/plural";
import { z } from "zod";
import type { Route } from "./+types/blog";
import { cn } from "~/lib/cn";
import { BLOG_PAGE_SIZE, listBlogCategories, listBlogPosts } from "~/modules/content/blog-queries.server";
import { readableTextOn } from "~/modules/content/color";
import { BlogCard } from "~/modules/content/components/blog-card";
import { CategoryIcon } from "~/modules/content/components/category-icon";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { pageUrl } from "~/lib/page-url.server";
import { queryText } from "~/lib/query-text";
import { zPageNumber } from "~/lib/input";
import { city as cityArea, pageTitle } from "~/registry";

const searchSchema = z.object({
  q: queryText(100).transform((v) => v ?? ""),
  kategorie: z.string().trim().max(100).regex(/^[a-z0-9-]*$/).catch(""),
  seite: zPageNumber(1000).catch(1),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const f = searchSchema.parse({
    q: url.searchParams.get("q") ?? "",
    kategorie: url.searchParams.get("kategorie") ?? "",
    seite: url.searchParams.get("seite") ?? 1,
  });
  const [categories, result] = await Promise.all([
    listBlogCategories(),
    listBlogPosts({
      status: "published",
      cityId: params.city,
      q: f.q || undefined,
      categorySlug: f.kategorie || undefined,
      limit: BLOG_PAGE_SIZE,
      offset: (f.seite - 1) * BLOG_PAGE_SIZE,
    }),
  ]);
  return {
    q: f.q,
    category: categories.find((c) => c.slug === f.kategorie) ?? null,
    page: f.seite,
    pages: Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE)),
    total: result.total,
    posts: result.posts,
    categories,
  };
}

export const meta: Route.MetaFunction = ({ data, params }) => [
  { title: pageTitle(cityArea, data?.category ? { title: `${data.category.name} – ${cityArea.pages.blog.title}` } : cityArea.pages.blog) },
  { name: "description", content: "Geschichten, Tipps und Hintergründe aus der Kulturszene – das Stadtpuls-Magazin." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/blog` },
];

export default function BlogList({ loaderData, params }: Route.ComponentProps) {
  const { posts, categories, category, q, page, pages, total } = loaderData;
  const city = params.city;
  const navigation = useNavigation();
  const filtered = Boolean(q || category);
  const href = (over: { kategorie?: string | null; seite?: number; q?: string | null }) => {
    const sp = new URLSearchParams();
    const k = over.kategorie === undefined ? category?.slug : over.kategorie;
    const qq = over.q === undefined ? q : over.q;
    if (qq) sp.set("q", qq);
    if (k) sp.set("kategorie", k);
    if (over.seite && over.seite > 1) sp.set("seite", String(over.seite));
    const s = sp.toString();
    return `/${city}/blog${s ? `?${s}` : ""}`;
  };
  const [lead, ...rest] = posts;
  const showLead = !filtered && page === 1 && lead?.isFeatured;

  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Stadtpuls Magazin" title="Blog">
        Geschichten, Tipps und Hintergründe aus der Kulturszene – von Menschen, die ihre Stadt lieben.
      </PageHeader>

      <div className="mt-8 flex flex-col gap-5">
        <Form method="get" role="search" className="flex max-w-xl gap-2" aria-label="Blog-Suche">
          {category ? <input type="hidden" name="kategorie" value={category.slug} /> : null}
          <label htmlFor="blog-q" className="sr-only">
            Artikel durchsuchen
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
            <input
              id="blog-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Titel oder Stichwort suchen …"
              maxLength={100}
              className="min-h-11 w-full rounded-full border border-line bg-white py-2.5 pr-4 pl-11 text-base focus:border-secondary focus:ring-2 focus:ring-secondary/30 focus:outline-none"
            />
          </div>
          <button type="submit" className="min-h-11 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong">
            Suchen
          </button>
        </Form>

        <nav aria-label="Kategorien" className="-mx-1 overflow-x-auto pb-1">
          <ul className="flex gap-2 px-1">
            <li>
              <Link
                to={href({ kategorie: null, seite: 1 })}
                aria-current={!category ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap",
                  !category ? "border-ink bg-ink text-white" : "border-line bg-white text-ink hover:border-ink/40",
                )}
              >
                <Newspaper aria-hidden="true" className="size-4" /> Alle
              </Link>
            </li>
            {categories.map((c) => {
              const active = category?.id === c.id;
              return (
                <li key={c.id}>
                  <Link
                    to={href({ kategorie: c.slug, seite: 1 })}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap",
                      active ? "border-transparent" : "border-line bg-white text-ink hover:border-ink/40",
                    )}
                    style={active ? { backgroundColor: c.color, color: readableTextOn(c.color) } : undefined}
                  >
                    <span style={active ? undefined : { color: c.color }}>
                      <CategoryIcon name={c.icon} className="size-4" />
                    </span>
                    {c.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <div className={cn("mt-8 transition-opacity", navigation.state === "loading" && "opacity-60")} aria-live="polite">
        {filtered ? (
          <div className="mb-5 flex flex-wrap items-center gap-3">
            <p className="text-muted" data-testid="blog-result-count">
              {plural(total, NOUNS.article)}
              {q ? (
                <>
                  {" "}
                  für „<span className="font-semibold text-ink">{q}</span>“
                </>
              ) : null}
              {category ? (
                <>
                  {" "}
                  in <span className="font-semibold text-ink">{category.name}</span>
                </>
              ) : null}
            </p>
            <Link to={`/${city}/blog`} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-strong hover:underline">
              <X aria-hidden="true" className="size-4" /> Filter zurücksetzen
            </Link>
          </div>
        ) : null}

        {posts.length === 0 ? (
          <EmptyState
            icon={<Newspaper className="size-10" />}
            title="Keine Artikel gefunden"
            action={filtered ? <ButtonLink to={`/${city}/blog`} variant="outline">Alle Artikel anzeigen</ButtonLink> : null}
          >
            {filtered ? "Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie." : "Bald erscheinen hier die ersten Geschichten aus Ihrer Stadt."}
          </EmptyState>
        ) : (
          <>
            {showLead ? (
              <div className="mb-6">
                <BlogCard post={lead} city={city} featured />
              </div>
            ) : null}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {(showLead ? rest : posts).map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} city={city} />
                </li>
              ))}
            </ul>
          </>
        )}

        {pages > 1 ? (
          <nav aria-label="Seiten" className="mt-10 flex items-center justify-center gap-3">
            {page > 1 ? (
              <ButtonLink to={href({ seite: page - 1 })} variant="outline">
                <ChevronLeft aria-hidden="true" className="size-4" /> Zurück
              </ButtonLink>
            ) : null}
            <span className="text-sm text-muted">
              Seite {page} von {pages}
            </span>
            {page < pages ? (
              <ButtonLink to={href({ seite: page + 1 })} variant="outline">
                Weiter <ChevronRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            ) : null}
          </nav>
        ) : null}
      </div>
    </main>
  );
}
