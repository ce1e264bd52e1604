import { CalendarDays, FileText, Loader2, MapPin, Music, Search, Store, X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { NOUNS, plural } from "~/lib/plural";
import { useLocation, useNavigate } from "react-router";
import { formatDate } from "~/lib/format";
import { DEFAULT_CITY, isCityId } from "~/lib/cities";
import { elsewhereLabel, SEARCH_GROUP_LABELS } from "~/modules/search/labels";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "~/modules/search/query-text";
import { useSelectedLocation } from "~/modules/cities/use-selected-location";

type Hit = {
  id: string;
  kind: "event" | "place" | "post" | "artist" | "business";
  title: string;
  subtitle: string;
  path: string;
  cityId: string | null;
  date: string | null;
};
type Results = {
  q: string;
  events: Hit[];
  places: Hit[];
  posts: Hit[];
  artists: Hit[];
  businesses: Hit[];
  elsewhere?: Array<{ cityId: string; cityName: string; hits: Hit[] }>;
};

const GROUPS = [
  { key: "events", label: SEARCH_GROUP_LABELS.events, icon: CalendarDays },
  { key: "places", label: SEARCH_GROUP_LABELS.places, icon: MapPin },
  { key: "posts", label: SEARCH_GROUP_LABELS.posts, icon: FileText },
  { key: "artists", label: SEARCH_GROUP_LABELS.artists, icon: Music },
  { key: "businesses", label: SEARCH_GROUP_LABELS.businesses, icon: Store },
] as const;

/** The result groups in display order: the city's (or radius's) groups, then one per other city. */
function displayGroups(results: Results) {
  return [
    ...GROUPS.map((g) => ({ key: g.key as string, label: g.label as string, icon: g.icon, hits: results[g.key] })),
    ...(results.elsewhere ?? []).map((e) => ({ key: `city-${e.cityId}`, label: elsewhereLabel(e.cityName), icon: MapPin, hits: e.hits })),
  ].filter((g) => g.hits.length > 0);
}

/**
 * Global search in the header (spec §5/§7/§9), an ARIA 1.2 combobox with a grouped listbox:
 * from 2 characters, 300 ms debounce, '/' focuses, arrows move, Enter opens, Escape clears.
 */
export function HeaderSearch({ city }: { city: string }) {
  const id = useId();
  const selected = useSelectedLocation(isCityId(city) ? city : DEFAULT_CITY);
  // in radius mode around this city, the suggestions and "all results" keep the radius
  const radius = selected.searchType === "radius" && selected.id === city ? selected.radius : undefined;
  const scopeQuery = radius ? `&radius=${radius}` : "";
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  // the hits and the term they belong to: hits of an earlier term are never shown (or navigated)
  const [found, setFound] = useState<{ term: string; results: Results } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const abortRef = useRef<AbortController | null>(null);

  const term = value.trim();
  const results = found && found.term === term ? found.results : null;
  const tooShort = term.length > 0 && term.length < SEARCH_MIN_CHARS;

  // flat list of options: every hit, then "all results"
  const options = useMemo(() => {
    const list: Array<{ id: string; href: string; label: string }> = [];
    if (results && term.length >= SEARCH_MIN_CHARS) {
      for (const g of displayGroups(results)) {
        for (const h of g.hits) {
          list.push({ id: `${id}-${g.key}-${h.id}`, href: `/${h.cityId ?? city}/${h.path}`, label: h.title });
        }
      }
      list.push({ id: `${id}-all`, href: `/${city}/search?q=${encodeURIComponent(term)}${scopeQuery}`, label: `Alle Ergebnisse für „${term}“` });
    }
    return list;
  }, [results, term, city, id, scopeQuery]);

  // debounced fetch
  useEffect(() => {
    if (term.length < SEARCH_MIN_CHARS) {
      abortRef.current?.abort();
      setFound(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    const t = setTimeout(async () => {
      abortRef.current?.abort();
      const ctrl = new AbortController();
      abortRef.current = ctrl;
      try {
        const res = await fetch(`/api/search?q=${encodeURIComponent(term)}&city=${encodeURIComponent(city)}${scopeQuery}`, { signal: ctrl.signal });
        if (!res.ok) throw new Error(String(res.status));
        const data = (await res.json()) as Results;
        setFound({ term, results: data });
        setFailed(false);
        setActive(-1);
      } catch (e) {
        if ((e as Error).name !== "AbortError") {
          console.warn("Suche fehlgeschlagen", e);
          setFailed(true);
        }
      } finally {
        if (!ctrl.signal.aborted) setLoading(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [term, city, scopeQuery]);

  // '/' focuses the search unless the visitor is typing somewhere
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName))) return;
      const input = inputRef.current;
      if (!input || input.offsetParent === null) return;
      e.preventDefault();
      input.focus();
      input.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // close after navigating
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  const clear = useCallback(() => {
    abortRef.current?.abort();
    setValue("");
    setFound(null);
    setOpen(false);
    setActive(-1);
  }, []);

  function go(href: string) {
    setOpen(false);
    inputRef.current?.blur();
    void navigate(href);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a + 1) % options.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === "Home" && open && active >= 0) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === "End" && open && active >= 0) {
      e.preventDefault();
      setActive(options.length - 1);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (open && active >= 0 && options[active]) go(options[active].href);
      else if (term.length >= SEARCH_MIN_CHARS) go(`/${city}/search?q=${encodeURIComponent(term)}${scopeQuery}`);
    } else if (e.key === "Escape") {
      e.preventDefault();
      if (value) clear();
      else inputRef.current?.blur();
    } else if (e.key === "Tab") {
      setOpen(false);
    }
  }

  const showPopup = open && (tooShort || term.length >= SEARCH_MIN_CHARS);
  const groups = results ? displayGroups(results) : [];
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  const status = tooShort
    ? `Bitte mindestens ${SEARCH_MIN_CHARS} Zeichen eingeben`
    : term.length >= SEARCH_MIN_CHARS && results && !loading
      ? total === 0
        ? `Keine Ergebnisse für „${term}“`
        : plural(total, NOUNS.result)
      : "";
  let index = -1;

  return (
    <div className="relative w-full" role="search" onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false); }}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Suche nach Events, Orten, Artists und Artikeln
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={showPopup && active >= 0 && options[active] ? options[active].id : undefined}
        aria-describedby={`${id}-hint`}
        value={value}
        maxLength={100}
        placeholder="Suchen …"
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-full border border-line bg-sand/60 pr-16 pl-10 text-sm focus:border-secondary focus:bg-white focus:outline-none"
        data-testid="header-search"
      />
      <span id={`${id}-hint`} className="sr-only">
        Mit / fokussieren, ab {SEARCH_MIN_CHARS} Zeichen werden Vorschläge angezeigt, Escape leert die Suche.
      </span>
      {value ? (
        <button
          type="button"
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Suche leeren</span>
        </button>
      ) : (
        <kbd aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-line bg-white px-1.5 text-xs text-muted">
          /
        </kbd>
      )}
      <div className="sr-only" role="status" aria-live="polite">
        {status}
      </div>
      <div
        className={showPopup ? "absolute top-full right-0 z-50 mt-2 max-h-[70vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-2xl" : "hidden"}
      >
        <div id={listId} role="listbox" aria-label="Suchvorschläge">
          {tooShort ? (
            <p className="px-3 py-4 text-sm text-muted" role="presentation">
              Bitte mindestens {SEARCH_MIN_CHARS} Zeichen eingeben.
            </p>
          ) : null}
          {!tooShort && loading && !results ? (
            <p className="flex items-center gap-2 px-3 py-4 text-sm text-muted" role="presentation">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Suche läuft …
            </p>
          ) : null}
          {!tooShort && failed ? (
            <p className="px-3 py-4 text-sm text-danger" role="presentation">
              Die Suche ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.
            </p>
          ) : null}
          {!tooShort && results && total === 0 && !loading ? (
            <p className="px-3 py-4 text-sm text-muted" role="presentation">
              Keine Ergebnisse für „{term}“.
            </p>
          ) : null}
          {!tooShort && results
            ? groups.map((g) => {
                const hits = g.hits;
                return (
                  <div key={g.key} role="group" aria-labelledby={`${id}-g-${g.key}`} className="py-1">
                    <div id={`${id}-g-${g.key}`} role="presentation" className="flex items-center gap-1.5 px-3 py-1.5 text-xs font-bold uppercase tracking-wider text-muted">
                      <g.icon aria-hidden="true" className="size-3.5" /> {g.label}
                    </div>
                    {hits.map((h) => {
                      index += 1;
                      const i = index;
                      const opt = options[i];
                      return (
                        <div
                          key={h.id}
                          id={opt?.id}
                          role="option"
                          aria-selected={active === i}
                          tabIndex={-1}
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => opt && go(opt.href)}
                          onMouseEnter={() => setActive(i)}
                          className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-xl px-3 py-1.5 ${active === i ? "bg-secondary-soft" : ""}`}
                        >
                          <span className="text-sm font-semibold text-ink">{h.title}</span>
                          {h.subtitle || h.date ? (
                            <span className="truncate text-xs text-muted">
                              {h.date && h.kind === "event" ? `${formatDate(h.date)} · ` : ""}
                              {h.subtitle}
                            </span>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                );
              })
            : null}
          {!tooShort && results && options.length > 0 ? (
            <div
              id={options[options.length - 1].id}
              role="option"
              aria-selected={active === options.length - 1}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(options[options.length - 1].href)}
              onMouseEnter={() => setActive(options.length - 1)}
              className={`mt-1 flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-t border-line px-3 text-sm font-semibold text-primary-strong ${active === options.length - 1 ? "bg-secondary-soft" : ""}`}
            >
              <Search aria-hidden="true" className="size-4" /> Alle Ergebnisse für „{term}“
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
