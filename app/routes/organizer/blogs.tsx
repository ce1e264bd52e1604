import { Eye, FilePlus2, Newspaper, Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/blogs";
import { formatDate, formatNumber } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { BLOG_STATUS, BLOG_TABLE } from "~/modules/content/labels";
import { ownBlogPostsList } from "~/modules/content/own-blog-list";
import { getOwnBlogPostsView } from "~/modules/content/own-blog-posts.server";
import { linkTo, organizer, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, TitleCell, type Column } from "~/ui/back-office";
import { EnumBadge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.blogs) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "events");
  return loadList(request, ownBlogPostsList, (params) => getOwnBlogPostsView(actor, params));
}

type Row = Awaited<ReturnType<typeof getOwnBlogPostsView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "title",
    header: "Artikel",
    meta: { sortKey: "title", primary: true },
    cell: ({ row: { original: p } }) => <TitleCell to={p.href} title={p.title} detail={p.category} className="md:max-w-96" />,
  },
  { id: "status", header: "Status", cell: ({ row: { original: p } }) => <EnumBadge of={BLOG_STATUS} value={p.status} /> },
  { id: "date", header: "Datum", meta: { sortKey: "date", className: "whitespace-nowrap" }, cell: ({ row: { original: p } }) => formatDate(p.date) },
  {
    id: "views",
    header: "Aufrufe",
    meta: { sortKey: "views", align: "right" },
    cell: ({ row: { original: p } }) => <span className="tabular-nums">{formatNumber(p.viewsCount)}</span>,
  },
];

export default function OrganizerBlogs({ loaderData: list }: Route.ComponentProps) {
  const create = linkTo(organizer, "blogCreate");
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Meine Inhalte"
        title="Meine Blog-Artikel"
        actions={
          <ButtonLink to={create}>
            <FilePlus2 aria-hidden="true" className="size-4" /> Neuer Artikel
          </ButtonLink>
        }
      >
        Ihre Beiträge im Stadtpuls-Magazin. Bearbeiten Sie sie direkt auf der Artikelseite; Entwürfe sehen nur Sie.
      </BackOfficeHeader>
      <div data-testid="my-posts">
        <DataTable
          caption="Meine Blog-Artikel"
          list={list}
          columns={columns}
          {...BLOG_TABLE}
          filters={[{ name: "status", label: "Status", allLabel: "Alle", options: BLOG_STATUS.options() }]}
          rowActions={(p) => (
            <>
              <Link to={p.href} className={buttonClass("outline", "sm")}>
                <Eye aria-hidden="true" className="size-4" /> {p.status === "published" ? "Ansehen" : "Vorschau"}
                <span className="sr-only">: {p.title}</span>
              </Link>
              <Link to={p.editHref} className={buttonClass("outline", "sm")} aria-label={`„${p.title}“ bearbeiten`}>
                <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
              </Link>
            </>
          )}
          empty={{
            icon: <Newspaper className="size-10" />,
            title: "Noch keine Artikel",
            body: "Erzählen Sie Ihrem Publikum, was hinter Ihren Veranstaltungen steckt.",
            action: <ButtonLink to={create}>Ersten Artikel schreiben</ButtonLink>,
          }}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(organizer, "blogs")} />;
}
