import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from "@tanstack/react-table";
import { AlertCircle, ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download, FileSpreadsheet, Inbox, Loader2, Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";
import { exportHref, listHref, type SortDir, type TableList } from "~/lib/list/list-spec";
import { ActionResultNotice, useActionResult } from "~/ui/back-office/action-result";
import { ConfirmSubmitButton } from "~/ui/back-office/confirm-dialog";
import type { IntentSpec } from "~/ui/back-office/intents";
import { DatePicker } from "~/ui/date-picker";
import { buttonClass } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { controlClass } from "~/ui/form-field";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Server sort key; the header becomes a sort link when set. */
    sortKey?: string;
    align?: "left" | "right";
    /** Shown as the card title on small screens (no label). */
    primary?: boolean;
    className?: string;
  }
}

export type { ColumnDef };
/** A column of a DataTable (any accessor value type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Column<T> = ColumnDef<T, any>;

export type TableFilter = { name: string; label: string; options: Array<{ value: string; label: string }>; allLabel?: string };
export type { TableList };

export type DataTableProps<T> = {
  /** Names the table for screen readers (a <caption>); shown visually only when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  list: TableList<T>;
  columns: Array<Column<T>>;
  rowId: (row: T) => string;
  /** Text search over the list (`q`). */
  search?: { label: string; placeholder?: string };
  filters?: TableFilter[];
  /** A date range filter (`from`/`to`) on the field the list's spec names; its label says which ("Gebucht", "Beginn"). */
  dateRange?: { label: string };
  /** Buttons or links per row (last column); `<IntentButton>` for the page's intents. */
  rowActions?: (row: T) => ReactNode;
  /**
   * Actions on the selected rows: the page's intents (~/ui/back-office/intents) marked `bulk`, posted to
   * `bulkActionUrl` (default: this page) as `intent` + repeated `ids`; `runIntents` answers 'x von y erledigt'.
   */
  bulk?: { intents: Record<string, IntentSpec>; keys: readonly string[] };
  bulkActionUrl?: string;
  /** Names a row in the list of rows an action refused (default: its id). */
  rowLabel?: (row: T) => string;
  /** CSV and Excel downloads of the list as it is filtered now (`base?…filters&format=csv|xlsx`). */
  exportBase?: string;
  /** Shown when the list has no rows at all (no search, no filter). */
  empty: { title: string; body?: ReactNode; action?: ReactNode; icon?: ReactNode };
  /** Extra toolbar content (export links, "new" button). */
  toolbar?: ReactNode;
  className?: string;
};

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A server-driven list: sorting, paging, search and filters live in the URL (links and GET forms,
 * so it works before hydration and the back button restores the view). Real <table> with caption
 * and aria-sort; below 768 px every row becomes a card.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rowId, filters = [] } = props;
  const bulkActions = (props.bulk?.keys ?? []).map((intent) => ({ intent, ...props.bulk!.intents[intent] }));
  const { rows, total, page, pageSize, sort, dir = "asc", notices } = props.list;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const uid = useId();
  const bulkFormId = `${uid}-bulk`;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const capped = props.list.totalCapped === true;
  const result = useActionResult();
  const labelOf = (id: string) => {
    const row = rows.find((r) => rowId(r) === id);
    return row && props.rowLabel ? props.rowLabel(row) : undefined;
  };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = capped ? rows.length === pageSize : page < pageCount;

  // a finished bulk action or a new page clears the selection
  useEffect(() => {
    if (navigation.state === "idle") setRowSelection({});
  }, [navigation.state, location.search]);

  const allColumns: Array<Column<T>> = [
    ...(bulkActions.length
      ? [
          {
            id: "_select",
            header: ({ table }) => (
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-primary)]"
                aria-label="Alle Zeilen dieser Seite auswählen"
                checked={table.getIsAllRowsSelected()}
                ref={(el) => {
                  if (el) el.indeterminate = table.getIsSomeRowsSelected();
                }}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            ),
            cell: ({ row }) => (
              <input
                type="checkbox"
                form={bulkFormId}
                name="ids"
                value={row.id}
                className="size-5 accent-[var(--color-primary)]"
                aria-label="Zeile auswählen"
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            ),
          } satisfies Column<T>,
        ]
      : []),
    ...columns,
    ...(props.rowActions
      ? [
          {
            id: "_actions",
            header: () => <span className="sr-only">Aktionen</span>,
            cell: ({ row }) => <div className="flex flex-wrap items-center justify-end gap-1 md:flex-nowrap">{props.rowActions!(row.original)}</div>,
            meta: { align: "right" as const },
          } satisfies Column<T>,
        ]
      : []),
  ];

  // the app does not use the React Compiler; the table instance is recreated per render on purpose
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableRowSelection: bulkActions.length > 0,
    onRowSelectionChange: setRowSelection,
    state: {
      rowSelection,
      sorting: sort ? [{ id: sort, desc: dir === "desc" }] : [],
      pagination: { pageIndex: page - 1, pageSize },
    },
  });

  const q = searchParams.get("q") ?? "";
  const activeFilters = filters.filter((f) => searchParams.get(f.name));
  const range = { from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" };
  const narrowed = Boolean(q) || activeFilters.length > 0 || Boolean(props.dateRange && (range.from || range.to));
  const selectedCount = Object.keys(rowSelection).length;
  const sortable = columns.filter((c) => c.meta?.sortKey);
  const resetHref = listHref(new URLSearchParams(), {});
  const preserved = ["sort", "dir"].filter((k) => searchParams.get(k));

  return (
    <section className={cn("flex flex-col gap-4", props.className)} aria-label={props.caption}>
      <ActionResultNotice result={result} rowLabel={labelOf} />
      {notices?.length ? (
        <div role="status" className="rounded-xl border border-warning/30 bg-[#fff8e6] px-4 py-3 text-sm text-warning">
          {notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}

      {props.search || filters.length || props.dateRange || props.toolbar || props.exportBase ? (
        // the filters take the row; the toolbar sits beside them when there is room, else right-aligned below
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
          {props.search || filters.length || props.dateRange ? (
            <Form method="get" role="search" className="flex min-w-0 flex-[999_1_36rem] flex-wrap items-end gap-2" preventScrollReset>
              {preserved.map((k) => (
                <input key={k} type="hidden" name={k} value={searchParams.get(k) ?? ""} />
              ))}
              {props.search ? (
                <div className={cn("flex min-w-0 flex-1 basis-full flex-col gap-1.5", filters.length < 4 && "sm:basis-56")}>
                  <label htmlFor={`${uid}-q`} className="text-sm font-semibold">
                    {props.search.label}
                  </label>
                  <div className="relative">
                    <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
                    <input
                      id={`${uid}-q`}
                      type="search"
                      name="q"
                      defaultValue={q}
                      key={q}
                      maxLength={100}
                      placeholder={props.search.placeholder}
                      className={cn(controlClass, "pl-9")}
                    />
                  </div>
                </div>
              ) : null}
              {filters.map((f) => (
                // as wide as its longest option (an event's full title and date), down to the row's width
                <div key={f.name} className="flex min-w-0 max-w-full flex-1 basis-[40%] flex-col gap-1.5 sm:flex-[0_1_auto] sm:basis-auto">
                  <label htmlFor={`${uid}-${f.name}`} className="text-sm font-semibold">
                    {f.label}
                  </label>
                  <select
                    id={`${uid}-${f.name}`}
                    name={f.name}
                    defaultValue={searchParams.get(f.name) ?? ""}
                    key={searchParams.get(f.name) ?? ""}
                    className={cn(controlClass, "appearance-auto")}
                    onChange={(e) => {
                      if (hydrated) submit(e.currentTarget.form, { preventScrollReset: true });
                    }}
                  >
                    <option value="">{f.allLabel ?? "Alle"}</option>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              {props.dateRange ? (
                <fieldset className="flex min-w-0 flex-[1_1_100%] flex-wrap items-end gap-2 sm:flex-none">
                  <legend className="mb-1.5 text-sm font-semibold">{props.dateRange.label}</legend>
                  <DatePicker name="from" label="Von" compact defaultValue={range.from} key={`from-${range.from}`} className="w-40" />
                  <DatePicker name="to" label="Bis" compact defaultValue={range.to} key={`to-${range.to}`} className="w-40" />
                </fieldset>
              ) : null}
              <button type="submit" className={buttonClass("secondary", "md")}>
                <SlidersHorizontal aria-hidden="true" className="size-4" /> Anwenden
              </button>
              {narrowed ? (
                <Link to={resetHref} className={buttonClass("ghost", "md")} preventScrollReset>
                  <X aria-hidden="true" className="size-4" /> Zurücksetzen
                </Link>
              ) : null}
            </Form>
          ) : (
            <div />
          )}
          {props.toolbar || props.exportBase ? (
            <div className="flex flex-auto flex-wrap items-center justify-end gap-2">
              {props.toolbar}
              {props.exportBase ? (
                <>
                  <a href={exportHref(props.exportBase, searchParams, "csv")} className={buttonClass("outline", "sm")} download>
                    <Download aria-hidden="true" className="size-4" /> CSV
                  </a>
                  <a href={exportHref(props.exportBase, searchParams, "xlsx")} className={buttonClass("outline", "sm")} download>
                    <FileSpreadsheet aria-hidden="true" className="size-4" /> Excel
                  </a>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {sortable.length ? (
        <details className="md:hidden">
          <summary className={buttonClass("outline", "sm", "w-fit cursor-pointer list-none")}>
            <ArrowUpDown aria-hidden="true" className="size-4" /> Sortieren
          </summary>
          <ul className="mt-2 flex flex-col rounded-xl border border-line bg-white p-1">
            {sortable.flatMap((c) => {
              const key = c.meta!.sortKey!;
              const label = typeof c.header === "string" ? c.header : key;
              return (["asc", "desc"] as const).map((d) => (
                <li key={key + d}>
                  <Link
                    to={listHref(searchParams, { sort: key, dir: d })}
                    aria-current={sort === key && dir === d ? "true" : undefined}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-sand aria-[current=true]:font-semibold aria-[current=true]:text-primary-strong"
                    preventScrollReset
                  >
                    {label} {d === "asc" ? "aufsteigend" : "absteigend"}
                  </Link>
                </li>
              ));
            })}
          </ul>
        </details>
      ) : null}

      {bulkActions.length ? (
        <Form id={bulkFormId} method="post" action={props.bulkActionUrl} className="contents">
          <div
            className={cn(
              "flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white px-4 py-2",
              // before hydration the bar works with the row checkboxes as a plain form; after it, it shows once rows are picked
              selectedCount === 0 && hydrated && "hidden",
            )}
          >
            <span className="text-sm font-semibold" aria-live="polite">
              {hydrated ? (selectedCount === 1 ? "1 Eintrag ausgewählt" : `${selectedCount} Einträge ausgewählt`) : "Ausgewählte Einträge:"}
            </span>
            {bulkActions.map((a) => (
              <ConfirmSubmitButton
                key={a.intent}
                name="intent"
                value={a.intent}
                title={a.confirm?.title ?? `${a.label}: ${selectedCount === 1 ? "1 Eintrag" : `${selectedCount} Einträge`}?`}
                body={a.confirm?.body}
                confirmLabel={a.confirm?.confirmLabel ?? a.label}
                tone={a.tone}
                disabled={hydrated && selectedCount === 0}
              >
                {a.label}
              </ConfirmSubmitButton>
            ))}
          </div>
        </Form>
      ) : null}

      {rows.length === 0 ? (
        narrowed || page > 1 ? (
          <EmptyState icon={<Search className="size-10" />} title="Keine Treffer">
            <p>Für diese Suche oder diese Filter gibt es keine Einträge.</p>
            <Link to={resetHref} className={buttonClass("outline", "md", "mt-4")}>
              Filter zurücksetzen
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon={props.empty.icon ?? <Inbox className="size-10" />} title={props.empty.title} action={props.empty.action}>
            {props.empty.body}
          </EmptyState>
        )
      ) : (
        <div className="relative" aria-busy={loading || undefined}>
          <div className={cn("md:relative md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-white", loading && "opacity-60 transition-opacity")}>
            <table className="w-full text-left text-sm max-md:block md:[overflow-wrap:break-word]">
              <caption className={props.showCaption ? "px-4 py-3 text-left font-semibold" : "sr-only"}>
                {props.caption}
                {sort ? `, sortiert nach ${columnLabel(columns, sort)} ${dir === "asc" ? "aufsteigend" : "absteigend"}` : ""}
              </caption>
              <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-muted max-md:sr-only">
                {table.getHeaderGroups().map((hg) => (
                  <tr key={hg.id}>
                    {hg.headers.map((h) => {
                      const meta = h.column.columnDef.meta;
                      const key = meta?.sortKey;
                      const active = key && key === sort;
                      const nextDir: SortDir = active && dir === "asc" ? "desc" : "asc";
                      const content = h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext());
                      return (
                        <th
                          key={h.id}
                          scope="col"
                          aria-sort={key ? (active ? (dir === "asc" ? "ascending" : "descending") : "none") : undefined}
                          className={cn("px-3 py-3 font-semibold whitespace-nowrap", meta?.align === "right" && "text-right", h.column.id === "_select" && "w-10")}
                        >
                          {key ? (
                            <Link
                              to={listHref(searchParams, { sort: key, dir: nextDir })}
                              preventScrollReset
                              className={cn("inline-flex items-center gap-1 rounded hover:text-ink", active && "text-ink")}
                            >
                              {content}
                              {active ? (
                                dir === "asc" ? <ArrowUp aria-hidden="true" className="size-3.5" /> : <ArrowDown aria-hidden="true" className="size-3.5" />
                              ) : (
                                <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                              )}
                              <span className="sr-only">, sortieren {nextDir === "asc" ? "aufsteigend" : "absteigend"}</span>
                            </Link>
                          ) : (
                            content
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="md:divide-y md:divide-line max-md:flex max-md:flex-col max-md:gap-3">
                {table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    className={cn(
                      "hover:bg-sand/40 max-md:flex max-md:flex-col max-md:gap-1.5 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-white max-md:p-4 max-md:shadow-sm",
                      row.getIsSelected() && "bg-primary-soft/60",
                    )}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const label = typeof cell.column.columnDef.header === "string" ? cell.column.columnDef.header : undefined;
                      return (
                        <td
                          key={cell.id}
                          data-label={label && !meta?.primary ? label : undefined}
                          className={cn(
                            "px-3 py-3 align-middle max-md:p-0",
                            // figures (right-aligned) never break inside "1.695,00 €" or "31 / 780"
                            meta?.align === "right" && "md:whitespace-nowrap md:text-right",
                            label && !meta?.primary && "max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-muted max-md:before:content-[attr(data-label)]",
                            meta?.primary && "max-md:order-first max-md:pb-1 max-md:text-base",
                            cell.column.id === "_actions" && "max-md:order-last max-md:border-t max-md:border-line max-md:pt-3 max-md:[&>div]:justify-start",
                            cell.column.id === "_select" && "max-md:order-first",
                            meta?.className,
                          )}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {loading ? (
            <div className="pointer-events-none absolute inset-x-0 top-4 flex justify-center">
              <span className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Wird geladen…
              </span>
            </div>
          ) : null}
        </div>
      )}
      <p className="sr-only" role="status">
        {loading ? "Liste wird geladen…" : ""}
      </p>

      {total > 0 ? (
        <nav aria-label="Seitennavigation" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted">
            {capped ? (
              <>
                {formatNumber((page - 1) * pageSize + 1)}–{formatNumber((page - 1) * pageSize + rows.length)} von mehr als {formatNumber(total)} Einträgen
              </>
            ) : (
              <>
                {formatNumber(Math.min(total, (page - 1) * pageSize + 1))}–{formatNumber(Math.min(total, page * pageSize))} von {formatNumber(total)}{" "}
                {total === 1 ? "Eintrag" : "Einträgen"}
              </>
            )}
          </p>
          {pageCount > 1 || capped ? (
            <div className="flex items-center gap-2">
              <PageLink to={page > 1 ? listHref(searchParams, { page: page - 1 }) : undefined} label="Vorherige Seite">
                <ChevronLeft aria-hidden="true" className="size-4" /> Zurück
              </PageLink>
              <span className="px-2 tabular-nums" aria-current="page">
                Seite {formatNumber(page)}
                {capped ? null : ` von ${formatNumber(pageCount)}`}
              </span>
              <PageLink to={hasNext ? listHref(searchParams, { page: page + 1 }) : undefined} label="Nächste Seite">
                Weiter <ChevronRight aria-hidden="true" className="size-4" />
              </PageLink>
            </div>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function PageLink({ to, label, children }: { to?: string; label: string; children: ReactNode }) {
  if (!to)
    return (
      <span aria-disabled="true" className={buttonClass("outline", "sm", "pointer-events-none opacity-40")}>
        {children}
      </span>
    );
  return (
    <Link to={to} aria-label={label} className={buttonClass("outline", "sm")} preventScrollReset>
      {children}
    </Link>
  );
}

function columnLabel<T>(columns: Array<Column<T>>, sortKey: string): string {
  const c = columns.find((col) => col.meta?.sortKey === sortKey);
  return c && typeof c.header === "string" ? c.header : sortKey;
}

/** The error state of a list page: use it in the route's ErrorBoundary. */
export function DataTableError({ title = "Die Liste konnte nicht geladen werden", message, retryHref }: { title?: string; message?: string; retryHref?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-danger/30 bg-white px-6 py-12 text-center">
      <AlertCircle aria-hidden="true" className="size-10 text-danger" />
      <p className="font-display text-xl font-semibold">{title}</p>
      <p className="max-w-md text-muted">{message ?? "Bitte versuchen Sie es in einem Moment erneut."}</p>
      <a href={retryHref ?? "?"} className={buttonClass("outline", "md")}>
        Erneut versuchen
      </a>
    </div>
  );
}
