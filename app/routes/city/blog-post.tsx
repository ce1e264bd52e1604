import { ArrowLeft, Clock, Eye, Loader2, Pencil, RotateCcw } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher, useSearchParams } from "react-router";
import type { Route } from "./+types/blog-post";
import { AppError } from "~/lib/app-error";
import { formatDate, formatNumber } from "~/lib/format";
import { parseInput, readForm, runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { embeddedEventSlugs, type BlogDocument } from "~/modules/content/blog-content";
import { canEditPost, findBlogPost, relatedPosts, resolveEmbeddedEvents } from "~/modules/content/blog-queries.server";
import { BlogCard, CategoryBadge, postImage } from "~/modules/content/components/blog-card";
import { BlogContent } from "~/modules/content/components/blog-content";
import type { BlogDraft } from "~/modules/content/components/blog-editor";
import { newViewerSessionId, readViewerSessionId, VIEWER_COOKIE } from "~/modules/content/count-blog-view.server";
import { MIN_READ_MS } from "~/modules/content/read-constants";
import { createReadTimer } from "~/modules/content/read-timer";
import { reportBlogPost } from "~/modules/content/blog-report.server";
import { ReportArticle } from "~/modules/content/components/report-article";
import { saveBlogPost } from "~/modules/content/save-blog-post.server";
import { reportReasonSchema } from "~/modules/reviews/validation";
import { blogSaveSchema } from "~/modules/content/validation";
import { Button } from "~/ui/button";
import { showToast } from "~/ui/toaster";
import { pageUrl } from "~/lib/page-url.server";

/** The Puck editor: its own chunk, loaded only when 'Bearbeiten' is pressed. */
const BlogEditor = lazy(() => import("~/modules/content/components/blog-editor"));

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const post = await findBlogPost(params.slug);
  const mayEdit = post ? canEditPost(viewer, post) : false;
  // drafts are visible to those who may edit them (admins, the author), never to others
  if (!post || (post.status !== "published" && !mayEdit)) throwAsResponse(new AppError("BLOG_POST_NOT_FOUND"));
  // an article of another city lives under that city (articles for all cities under every city)
  const city = post.cityId ?? params.city;
  if (params.slug !== post.slug || city !== params.city) {
    const url = pageUrl(request);
    throw redirect(`/${encodeURIComponent(city)}/blog/${encodeURIComponent(post.slug)}${url.search}`, 301);
  }
  const [events, related] = await Promise.all([resolveEmbeddedEvents(embeddedEventSlugs(post.document)), relatedPosts(post, city)]);
  const headers = new Headers();
  // a browser-session id for view counting (no max-age: it ends with the browser session)
  if (!readViewerSessionId(request.headers.get("cookie"))) {
    const secure = pageUrl(request).protocol === "https:" ? "; Secure" : "";
    headers.append("Set-Cookie", `${VIEWER_COOKIE}=${newViewerSessionId()}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return data({ post, events, related, canEdit: mayEdit }, { headers });
}

export const meta: Route.MetaFunction = ({ data: d, params }) => {
  if (!d) return [{ title: "Artikel nicht gefunden – Stadtpuls" }];
  const p = d.post;
  return [
    { title: `${p.title} – Blog – Stadtpuls` },
    { name: "description", content: p.excerpt },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.excerpt },
    { property: "og:image", content: postImage(p) },
    { property: "og:type", content: "article" },
    { tagName: "link", rel: "canonical", href: `/${params.city}/blog/${p.slug}` },
    ...(p.status !== "published" ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export async function action({ request, params }: Route.ActionArgs) {
  return runUseCase(async () => {
    const viewer = await getViewer(request);
    if (!viewer) throw new AppError("UNAUTHENTICATED");
    const isJson = request.headers.get("content-type")?.includes("application/json");
    let body: unknown;
    if (isJson) {
      try {
        body = await request.json();
      } catch {
        throw new AppError("VALIDATION");
      }
    } else body = Object.fromEntries(await readForm(request));
    // 'Melden': a signed-in reader reports the article to the admins
    if ((body as { intent?: unknown }).intent === "report") {
      const { reason } = parseInput(body, reportReasonSchema);
      const post = await findBlogPost(params.slug);
      const filed = await reportBlogPost({ actor: viewer, postId: post?.id ?? "", reason });
      return { ok: true as const, created: filed.created };
    }
    const input = parseInput(body, blogSaveSchema);
    const saved = await saveBlogPost({
      postId: input.postId,
      version: input.version,
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      actor: viewer,
    });
    return { ok: true as const, version: saved.version };
  });
}

type SavePayload = { intent: "save"; postId: string; version: number; title: string; excerpt: string; content: BlogDocument };

/** Reports a read after 5 s visible + focused; never when hidden (spec §4). */
function useReadTracker(postId: string, onCounted: (views: number) => void) {
  const cb = useRef(onCounted);
  useEffect(() => {
    cb.current = onCounted;
  });
  useEffect(() => {
    const timer = createReadTimer(MIN_READ_MS, performance.now());
    const active = () => document.visibilityState === "visible" && document.hasFocus();
    let stopped = false;
    const check = () => {
      if (stopped) return;
      if (timer.tick(active(), performance.now())) {
        stopped = true;
        void fetch("/api/blog/view", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ postId }),
          keepalive: true,
          credentials: "same-origin",
        })
          .then((r) => (r.ok ? (r.json() as Promise<{ counted: boolean; viewsCount: number | null }>) : null))
          .then((res) => {
            if (res?.counted && res.viewsCount != null) cb.current(res.viewsCount);
          })
          .catch(() => undefined);
      }
    };
    const id = window.setInterval(check, 250);
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    window.addEventListener("blur", check);
    return () => {
      stopped = true;
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
      window.removeEventListener("blur", check);
    };
  }, [postId]);
}

export default function BlogPostPage({ loaderData, params }: Route.ComponentProps) {
  const { post, events, related, canEdit } = loaderData;
  const city = params.city;
  const fetcher = useFetcher<typeof action>();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BlogDraft | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [views, setViews] = useState<{ postId: string; count: number } | null>(null);
  const lastResult = useRef<unknown>(null);

  useReadTracker(post.id, (count) => setViews({ postId: post.id, count }));

  // /admin/blog/edit/:id lands here with ?bearbeiten=1: open the editor right away
  const [searchParams, setSearchParams] = useSearchParams();
  const openOnArrival = canEdit && searchParams.get("bearbeiten") === "1";
  useEffect(() => {
    if (!openOnArrival) return;
    setEditing(true);
    setSearchParams((sp) => {
      sp.delete("bearbeiten");
      return sp;
    }, { replace: true, preventScrollReset: true });
  }, [openOnArrival, setSearchParams]);

  // optimistic: while saving, show what was submitted; on failure the loader's data shows again
  const pending = fetcher.state !== "idle" && fetcher.json ? (fetcher.json as unknown as SavePayload) : null;
  const shown = pending ? { title: pending.title, excerpt: pending.excerpt, doc: pending.content } : { title: post.title, excerpt: post.excerpt, doc: post.document };

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result === lastResult.current) return;
    lastResult.current = result;
    if (result.ok) {
      setDraft(null);
      setFailed(null);
      showToast({ type: "success", title: "Artikel gespeichert", description: "Ihre Änderungen sind jetzt sichtbar." });
    } else {
      setFailed(result.message);
      showToast({ type: "error", title: "Speichern fehlgeschlagen", description: result.message });
    }
  }, [fetcher.state, fetcher.data]);

  // the editor covers the page: keep the page behind it from scrolling
  useEffect(() => {
    if (!editing) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = prev;
    };
  }, [editing]);

  function save(d: BlogDraft) {
    setDraft(d);
    setFailed(null);
    setEditing(false);
    const payload: SavePayload = { intent: "save", postId: post.id, version: post.version, title: d.title, excerpt: d.excerpt, content: d.content };
    fetcher.submit(payload as unknown as Parameters<typeof fetcher.submit>[0], { method: "post", encType: "application/json" });
  }

  const viewCount = views?.postId === post.id ? views.count : post.viewsCount;
  const date = post.publishedAt ?? post.createdAt;
  const metadata = { city, events };

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: postImage(post),
    datePublished: post.publishedAt ?? post.createdAt,
    author: { "@type": "Person", name: post.author?.name ?? "Stadtpuls-Redaktion" },
    publisher: { "@type": "Organization", name: "Stadtpuls" },
    inLanguage: "de-DE",
  };

  return (
    <main className="pb-16">
      {post.status === "published" ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
      ) : null}
      <article data-post-id={post.id}>
        <header className="container-page max-w-4xl pt-8 md:pt-12">
          <Link to={`/${city}/blog`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-strong hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> Zurück zum Blog
          </Link>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {post.category ? <CategoryBadge category={post.category} /> : null}
            {post.isFeatured ? <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-strong">Empfohlen</span> : null}
            {post.status !== "published" ? (
              <span className="rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">{post.status === "draft" ? "Entwurf – nicht öffentlich" : "Archiviert"}</span>
            ) : null}
          </div>
          <h1 className="mt-4 text-3xl font-bold md:text-5xl" data-testid="post-title">
            {shown.title}
          </h1>
          {shown.excerpt ? <p className="mt-4 text-lg text-muted md:text-xl">{shown.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
            <div className="flex items-center gap-3">
              {post.author?.avatarUrl ? (
                <img src={post.author.avatarUrl} alt="" width={44} height={44} className="size-11 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-secondary text-base font-bold text-white">
                  {(post.author?.name ?? "S").charAt(0).toUpperCase()}
                </span>
              )}
              <div className="text-sm">
                <p className="font-semibold text-ink">{post.author?.name ?? "Stadtpuls-Redaktion"}</p>
                <p className="flex flex-wrap gap-x-3 text-muted">
                  <time dateTime={date}>{formatDate(date)}</time>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" /> {post.readingMinutes} Min. Lesezeit
                  </span>
                  <span className="inline-flex items-center gap-1" data-testid="view-count">
                    <Eye aria-hidden="true" className="size-3.5" /> {formatNumber(viewCount)} {viewCount === 1 ? "Aufruf" : "Aufrufe"}
                  </span>
                </p>
              </div>
            </div>
            {canEdit ? (
              <div className="flex items-center gap-3">
                {pending ? (
                  <span className="inline-flex items-center gap-1.5 text-sm text-muted" role="status">
                    <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Wird gespeichert …
                  </span>
                ) : null}
                <Button variant="outline" onClick={() => setEditing(true)} disabled={Boolean(pending)}>
                  <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
                </Button>
              </div>
            ) : null}
          </div>
          {failed && draft && !pending ? (
            <div role="alert" className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/30 bg-[#fdecea] p-4 text-sm text-danger sm:flex-row sm:items-center sm:justify-between">
              <p>
                <strong>Ihre Änderungen wurden nicht gespeichert.</strong> {failed}
              </p>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <RotateCcw aria-hidden="true" className="size-4" /> Entwurf wieder öffnen
              </Button>
            </div>
          ) : null}
        </header>

        <div className="container-page mt-8 max-w-5xl">
          <img
            src={postImage(post)}
            alt={`Titelbild zu „${post.title}“`}
            width={1200}
            height={800}
            className="aspect-[16/9] h-auto w-full rounded-[var(--radius-card)] bg-sand object-cover"
          />
        </div>

        <div className="container-page mt-10 max-w-3xl">
          <BlogContent doc={shown.doc} metadata={metadata} />
          {post.status === "published" && !canEdit ? (
            <div className="mt-10 border-t border-line pt-6">
              <ReportArticle signInHref={`/${city}/auth?redirectTo=${encodeURIComponent(`/${city}/blog/${post.slug}`)}`} />
            </div>
          ) : null}
        </div>
      </article>

      {related.length > 0 ? (
        <section className="container-page mt-16 border-t border-line pt-10" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold md:text-3xl">
            Weiterlesen
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <li key={p.id}>
                <BlogCard post={p} city={city} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {editing ? (
        <div className="fixed inset-0 z-[60] bg-white" role="dialog" aria-modal="true" aria-label="Artikel bearbeiten">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center gap-2 text-muted" role="status">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Editor wird geladen …
              </div>
            }
          >
            <BlogEditor
              postId={post.id}
              initial={draft ?? { title: post.title, excerpt: post.excerpt, content: post.document }}
              metadata={metadata}
              saving={Boolean(pending)}
              onCancel={() => setEditing(false)}
              onSave={save}
            />
          </Suspense>
        </div>
      ) : null}
    </main>
  );
}
