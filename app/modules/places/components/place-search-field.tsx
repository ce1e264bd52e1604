import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { Building2, Loader2, Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cn } from "~/lib/cn";
import { FieldShell } from "~/ui/back-office/form";
import { Button } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

export type PlaceChoice = { slug: string; name: string; city: string; isActive?: boolean };

const SEARCH_URL = "/api/admin/places";

async function searchPlaces(q: string, signal: AbortSignal): Promise<PlaceChoice[]> {
  const res = await fetch(`${SEARCH_URL}?q=${encodeURIComponent(q)}`, { signal, headers: { accept: "application/json" } });
  if (!res.ok) return [];
  return ((await res.json()) as { items?: PlaceChoice[] }).items ?? [];
}

/**
 * A place chosen by its name (admins): a combobox that searches the places while typing (300 ms
 * pause, up to 8 with their city) and posts the chosen place's address (slug) in `field`. Without
 * JavaScript the address is typed into a plain text field; the server checks it either way.
 */
export function PlaceSearchField({
  field,
  label,
  current,
  className,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  /** the place linked now (name and city), shown as the choice */
  current: PlaceChoice | null;
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [hydrated, setHydrated] = useState(false);
  const initialSlug = typeof field.initialValue === "string" ? field.initialValue : "";
  const [chosen, setChosen] = useState<PlaceChoice | null>(() =>
    initialSlug ? (current && current.slug === initialSlug ? current : { slug: initialSlug, name: initialSlug, city: "" }) : null,
  );
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<PlaceChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setItems([]);
      setOpen(false);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(async () => {
      setLoading(true);
      try {
        setItems(await searchPlaces(q, ctrl.signal));
        setActive(-1);
        setOpen(true);
      } catch {
        /* aborted or offline: keep the last list */
      } finally {
        setLoading(false);
      }
    }, 300);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [query]);

  const choose = (p: PlaceChoice) => {
    setChosen(p);
    setQuery("");
    setItems([]);
    setOpen(false);
  };

  if (!hydrated) {
    const { key, ...inputProps } = getInputProps(field as FieldMetadata<string>, { type: "text", ariaDescribedBy: field.descriptionId });
    return (
      <FieldShell label={label} field={field} className={className} hint={current ? `Derzeit: ${current.name}. Die Adresse (Slug) des Orts, z. B. cafe-wolkenlos; leer lassen für keinen Ort.` : "Die Adresse (Slug) des Orts, z. B. cafe-wolkenlos; leer lassen für keinen Ort."}>
        <input key={key} {...inputProps} className={controlClass} />
      </FieldShell>
    );
  }

  const describedBy = [`${id}-status`, field.errors?.length ? field.errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("relative flex flex-col gap-1.5", className)}>
      <label htmlFor={`${id}-search`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input type="hidden" name={field.name} value={chosen?.slug ?? ""} />
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={`${id}-search`}
          type="text"
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={field.errors?.length ? true : undefined}
          autoComplete="off"
          placeholder={chosen ? "Anderen Ort suchen …" : "Name des Orts, z. B. Café Wolkenlos"}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onFocus={() => items.length > 0 && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(items.length - 1, a + 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === "Enter" && open && active >= 0 && items[active]) {
              e.preventDefault();
              choose(items[active]);
            } else if (e.key === "Enter") {
              // Enter in the search never submits the whole form
              e.preventDefault();
            } else if (e.key === "Escape") setOpen(false);
          }}
          className={cn(controlClass, "pl-9")}
        />
        {loading ? <Loader2 aria-hidden="true" className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" /> : null}
      </div>
      {open && items.length > 0 ? (
        <ul id={listId} role="listbox" aria-label="Gefundene Orte" className="absolute inset-x-0 top-[4.5rem] z-20 max-h-80 overflow-auto rounded-xl border border-line bg-white shadow-xl">
          {items.map((p, i) => (
            <li
              key={p.slug}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(p);
              }}
              className={cn("flex cursor-pointer items-start gap-3 px-4 py-3 text-sm", i === active ? "bg-primary-soft" : "hover:bg-sand")}
            >
              <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <span className="font-semibold text-ink">{p.name}</span>
                <span className="text-muted"> · {p.city || "ohne Stadt"}</span>
                {p.isActive === false ? <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">inaktiv</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={`${id}-status`} className="flex flex-wrap items-center gap-2 text-sm text-muted" aria-live="polite">
        {chosen ? (
          <>
            <span>
              Gewählt: <strong className="text-ink">{chosen.name}</strong>
              {chosen.city ? `, ${chosen.city}` : ""}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => setChosen(null)}>
              <X aria-hidden="true" className="size-4" /> Keinen Ort verknüpfen
            </Button>
          </>
        ) : query.trim().length >= 2 && !loading && open && items.length === 0 ? (
          "Kein Ort mit diesem Namen gefunden."
        ) : (
          "Noch kein Ort verknüpft. Tippen Sie mindestens zwei Buchstaben des Namens."
        )}
      </div>
      {field.errors?.length ? (
        <p id={field.errorId} className="text-sm font-medium text-danger">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
