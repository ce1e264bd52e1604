import { Eye, FilePlus2, Newspaper, Pencil } from "lucide-react";
import type { Route } from "./+types/blog-list";
import { formatDate, formatNumber } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { requireRole } from "~/auth-edge/guards.server";
import { listAllBlogPosts } from "~/modules/content/blog-queries.server";
import { adminBlogList, BLOG_STATUS, BLOG_TABLE } from "~/modules/content/labels";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, TitleCell, type Column } from "~/ui/back-office";
import { Badge, EnumBadge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.blogs) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, adminBlogList, (params) => listAllBlogPosts(actor, params));
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "title",
    header: "Artikel",
    meta: { sortKey: "title", primary: true },
    cell: ({ row: { original: p } }) => (
      <TitleCell
        to={p.editHref}
        title={p.title}
        detail={[p.category?.name, p.author?.name ?? "Stadtpuls-Redaktion"].filter(Boolean).join(" · ")}
        className="md:max-w-md"
      />
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: p } }) => (
      <div className="flex flex-wrap gap-1">
        <EnumBadge of={BLOG_STATUS} value={p.status} />
        {p.isFeatured ? <Badge tone="primary">Empfohlen</Badge> : null}
      </div>
    ),
  },
  { id: "date", header: "Datum", meta: { sortKey: "date" }, cell: ({ row: { original: p } }) => formatDate(p.publishedAt ?? p.createdAt) },
  {
    id: "views",
    header: "Aufrufe",
    meta: { sortKey: "views", align: "right" },
    cell: ({ row: { original: p } }) => (
      <span className="inline-flex items-center gap-1 tabular-nums">
        <Eye aria-hidden="true" className="size-3.5 text-muted" /> {formatNumber(p.viewsCount)}
      </span>
    ),
  },
];

export default function AdminBlogList({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title="Blog-Artikel"
        actions={
          <ButtonLink to={linkTo(admin, "blogCreate")}>
            <FilePlus2 aria-hidden="true" className="size-4" /> Neuer Artikel
          </ButtonLink>
        }
      >
        Alle Artikel des Stadtpuls-Magazins – bearbeitet wird direkt auf der Artikelseite.
      </BackOfficeHeader>
      <DataTable
        caption="Blog-Artikel"
        list={list}
        columns={columns}
        {...BLOG_TABLE}
        filters={[
          { name: "status", label: "Status", allLabel: "Alle Status", options: BLOG_STATUS.options() },
          { name: "featured", label: "Empfohlen", allLabel: "Alle", options: [{ value: "yes", label: "Empfohlen" }, { value: "no", label: "Nicht empfohlen" }] },
        ]}
        rowActions={(p) => (
          <ButtonLink to={p.editHref} variant="outline" size="sm">
            <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
          </ButtonLink>
        )}
        empty={{
          icon: <Newspaper className="size-10" />,
          title: "Noch keine Artikel",
          body: "Neue Artikel erscheinen hier, sobald die Redaktion oder Veranstalter:innen sie anlegen.",
          action: <ButtonLink to={linkTo(admin, "blogCreate")}>Artikel schreiben</ButtonLink>,
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "blogs")} />;
}
