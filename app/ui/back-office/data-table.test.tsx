import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TableList } from "~/lib/list/list-spec";
import { DataTable, type Column } from "~/ui/back-office/data-table";
import { defineIntents } from "~/ui/back-office/intents";

type Row = { id: string; name: string; city: string };
const columns: Array<Column<Row>> = [
  { id: "name", header: "Name", meta: { sortKey: "name", primary: true }, cell: ({ row }) => row.original.name },
  { id: "city", header: "Stadt", cell: ({ row }) => row.original.city },
];
const intents = defineIntents({ verify: { label: "Verifizieren", bulk: true } });
const list = (over: Partial<TableList<Row>> = {}): TableList<Row> => ({
  rows: [
    { id: "a", name: "Anna", city: "Kiel" },
    { id: "b", name: "Ben", city: "Lübeck" },
  ],
  total: 60,
  page: 2,
  pageSize: 25,
  sort: "name",
  dir: "asc",
  notices: [],
  ...over,
});

/** The table as the server renders it (before hydration) at `url`. */
function render(url: string, l = list(), extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/liste",
      Component: () => (
        <DataTable
          caption="Personen"
          list={l}
          columns={columns}
          rowId={(r) => r.id}
          search={{ label: "Suche" }}
          filters={[{ name: "city", label: "Stadt", options: [{ value: "kiel", label: "Kiel" }] }]}
          dateRange={{ label: "Angelegt" }}
          bulk={{ intents, keys: ["verify"] }}
          exportBase="/admin/liste"
          empty={{ title: "Noch niemand" }}
          {...extra}
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[url]} />).replace(/<!-- -->/g, "");
}

describe("DataTable (server-rendered, before hydration)", () => {
  it("keeps the list state in the URL: sort links flip the direction and keep the filters, paging keeps sort and filters", () => {
    const html = render("/liste?q=an&city=kiel&sort=name&dir=asc&page=2");
    expect(html).toContain('aria-sort="ascending"');
    // the header link sorts the other way round and keeps search and filter (page back to 1)
    expect(html).toMatch(/aria-sort="ascending"[^>]*><a [^>]*href="\/liste\?q=an&amp;city=kiel&amp;sort=name&amp;dir=desc"/);
    expect(html).toMatch(/aria-label="Vorherige Seite"[^>]*href="\/liste\?q=an&amp;city=kiel&amp;sort=name&amp;dir=asc"/);
    expect(html).toMatch(/aria-label="Nächste Seite"[^>]*href="\/liste\?q=an&amp;city=kiel&amp;sort=name&amp;dir=asc&amp;page=3"/);
    expect(html).toContain("26–50 von 60 Einträgen");
    expect(html).toContain("Seite 2 von 3");
  });

  it("filters with a GET form that works without JavaScript; the date range has its own labelled fields", () => {
    const html = render("/liste?city=kiel&from=2026-11-01");
    expect(html).toMatch(/<form role="search"[^>]*method="get"/);
    expect(html).toMatch(/<option value="kiel" selected="">Kiel<\/option>/);
    expect(html).toContain("<legend");
    expect(html).toContain("Angelegt");
    expect(html).toContain('value="01.11.2026"');
    expect(html).toContain("Zurücksetzen");
  });

  it("exports what the list shows now (its filters and sort, not its page), through the download route", () => {
    const html = render("/liste?city=kiel&sort=name&page=2");
    expect(html).toContain('href="/api/download/admin/liste?city=kiel&amp;sort=name&amp;format=csv"');
    expect(html).toContain('href="/api/download/admin/liste?city=kiel&amp;sort=name&amp;format=xlsx"');
  });

  it("offers bulk actions as a plain POST form with one checkbox per row before hydration", () => {
    const html = render("/liste");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect((html.match(/name="ids"/g) ?? []).length).toBe(2);
    expect(html).toContain('value="verify"');
    expect(html).toContain("Ausgewählte Einträge:");
    expect(html).toContain('aria-label="Alle Zeilen dieser Seite auswählen"');
  });

  it("labels every cell for the card layout below 768 px and names the table for screen readers", () => {
    const html = render("/liste");
    expect(html).toContain('data-label="Stadt"');
    expect(html).toMatch(/<caption[^>]*>Personen, sortiert nach Name aufsteigend<\/caption>/);
  });

  it("says when nothing matches a search, and when there is nothing at all", () => {
    expect(render("/liste?q=zzz", list({ rows: [], total: 0, page: 1 }))).toContain("Keine Treffer");
    expect(render("/liste", list({ rows: [], total: 0, page: 1 }))).toContain("Noch niemand");
  });

  it("shows the German notices of ignored URL values", () => {
    expect(render("/liste", list({ notices: ["Die Seitenzahl „x“ ist ungültig; Seite 1 wird angezeigt."] }))).toContain("Die Seitenzahl „x“ ist ungültig");
  });
});
