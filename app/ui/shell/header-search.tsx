import { Search } from "lucide-react";
import { Form } from "react-router";

/** Slot for the global search in the header (issue 3 replaces it with the live combobox). */
export function HeaderSearch({ city }: { city: string }) {
  return (
    <Form method="get" action={`/${city}/search`} role="search" className="relative w-full">
      <label htmlFor="header-search" className="sr-only">
        Suche nach Events, Orten, Artists und Artikeln
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
      <input
        id="header-search"
        name="q"
        type="search"
        minLength={2}
        placeholder="Suchen …"
        className="min-h-11 w-full rounded-full border border-line bg-sand/60 pr-4 pl-10 text-sm focus:border-secondary focus:bg-white focus:outline-none"
      />
    </Form>
  );
}
