import { Bell, ChevronRight, Lock, MapPin, RotateCcw, Save, ShieldCheck, UserRound } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/settings";
import { CITY_IDS, CITY_NAMES, cityHref, type CityId, DEFAULT_CITY, isCityId } from "~/lib/cities";
import { cityLocation, radiusLocation, RADIUS_MAX, RADIUS_MIN, resetSelection, saveSelection } from "~/modules/cities/location-selection";
import { useViewer } from "~/lib/use-viewer";
import { useCity } from "~/routes/city/layout";
import { Button, ButtonLink } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import { useSelectedLocation } from "~/modules/cities/use-selected-location";
import { showToast } from "~/ui/toaster";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.settings) }, { name: "robots", content: "noindex" }];

function LocationSettings() {
  const city = useCity();
  const selected = useSelectedLocation(city.id);
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState({ city: city.id as CityId, mode: "city" as "city" | "radius", radius: 50 });

  // follow the stored selection once it is read from localStorage
  useEffect(() => {
    setDraft({ city: isCityId(selected.id) ? selected.id : city.id, mode: selected.searchType, radius: selected.radius });
  }, [selected, city.id]);

  function save() {
    const loc = draft.mode === "radius" ? radiusLocation(draft.city, draft.radius) : cityLocation(draft.city);
    if (!saveSelection(loc)) {
      showToast({ type: "error", title: "Standort nicht gespeichert", description: "Ihr Browser erlaubt keinen lokalen Speicher." });
      return;
    }
    showToast({ type: "success", title: "Standort gespeichert", description: loc.displayName });
    if (draft.city !== city.id) navigate(`/${draft.city}/settings`);
  }

  function reset() {
    const d = resetSelection();
    showToast({ type: "info", title: "Standort zurückgesetzt", description: `Zurück auf ${d.displayName}.` });
    if (city.id !== DEFAULT_CITY) navigate(cityHref(DEFAULT_CITY, "/settings"));
  }

  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-8" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="flex items-center gap-2 text-2xl font-bold">
        <MapPin aria-hidden="true" className="size-6 text-primary" /> Standort
      </h2>
      <p className="mt-2 text-muted">
        Aktuell: <strong className="text-ink" data-testid="current-location">{selected.displayName}</strong>. Ihre Auswahl wird nur in diesem Browser gespeichert.
      </p>
      <fieldset className="mt-6">
        <legend className="mb-3 text-sm font-semibold">Stadt</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CITY_IDS.map((c) => (
            <label
              key={c}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input type="radio" name="settings-city" value={c} checked={draft.city === c} onChange={() => setDraft((d) => ({ ...d, city: c }))} className="size-4 accent-[var(--color-primary)]" />
              <span className="font-medium">{CITY_NAMES[c]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="mb-3 text-sm font-semibold">Suchbereich</legend>
        <div className="flex max-w-md gap-2">
          {(["city", "radius"] as const).map((m) => (
            <label
              key={m}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-full border border-line px-3 text-sm font-medium has-[:checked]:border-secondary has-[:checked]:bg-secondary has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-secondary"
            >
              <input type="radio" name="settings-mode" value={m} checked={draft.mode === m} onChange={() => setDraft((d) => ({ ...d, mode: m }))} className="sr-only" />
              {m === "city" ? "Ganze Stadt" : "Umkreis"}
            </label>
          ))}
        </div>
        {draft.mode === "radius" ? (
          <div className="mt-4 max-w-md">
            <label htmlFor={`${id}-radius`} className="flex items-center justify-between text-sm font-medium">
              <span>Umkreis um {CITY_NAMES[draft.city]}</span>
              <output htmlFor={`${id}-radius`} className="font-semibold text-secondary">
                {draft.radius} km
              </output>
            </label>
            <input
              id={`${id}-radius`}
              type="range"
              min={RADIUS_MIN}
              max={RADIUS_MAX}
              step={1}
              value={draft.radius}
              onChange={(e) => {
                const radius = Number(e.currentTarget.value);
                setDraft((d) => ({ ...d, radius }));
              }}
              className="mt-2 w-full accent-[var(--color-secondary)]"
            />
            <div className="flex justify-between text-xs text-muted">
              <span>{RADIUS_MIN} km</span>
              <span>{RADIUS_MAX} km</span>
            </div>
          </div>
        ) : null}
      </fieldset>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={save}>
          <Save aria-hidden="true" className="size-4" /> Standort speichern
        </Button>
        <Button variant="outline" onClick={reset}>
          <RotateCcw aria-hidden="true" className="size-4" /> Zurücksetzen
        </Button>
      </div>
    </section>
  );
}

export default function Settings({ params }: Route.ComponentProps) {
  const viewer = useViewer();
  const city = params.city;
  const links = [
    { to: `/${city}/profile/edit`, icon: UserRound, title: "Profil bearbeiten", text: "Name, Anzeigename und Profilbild" },
    { to: `/${city}/profile/notifications`, icon: Bell, title: "Benachrichtigungen", text: "E-Mail, Push und Ruhezeiten" },
    { to: `/${city}/profile/settings`, icon: Lock, title: "Konto und Datenschutz", text: "Passwort, Datenexport und Konto löschen" },
  ];
  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Mein Stadtpuls" title="Einstellungen">
        Legen Sie fest, für welche Stadt Ihnen Stadtpuls Events und Orte zeigt.
      </PageHeader>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <LocationSettings />
        </div>
        <aside className="flex flex-col gap-6">
          <section className="rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-6" aria-labelledby="account-heading">
            <h2 id="account-heading" className="text-xl font-bold">
              Konto
            </h2>
            {viewer ? (
              <ul className="mt-4 divide-y divide-line">
                {links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="flex min-h-14 items-center gap-3 py-3 hover:text-primary-strong">
                      <l.icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                      <span className="flex-1">
                        <span className="block font-semibold">{l.title}</span>
                        <span className="text-sm text-muted">{l.text}</span>
                      </span>
                      <ChevronRight aria-hidden="true" className="size-4 text-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <p className="mt-2 text-muted">Melden Sie sich an, um Profil, Benachrichtigungen und Ihr Konto zu verwalten.</p>
                <ButtonLink to={`/${city}/auth?redirectTo=${encodeURIComponent(`/${city}/settings`)}`} className="mt-4">
                  Anmelden
                </ButtonLink>
              </>
            )}
          </section>
          <section className="rounded-[var(--radius-card)] bg-sand p-5 md:p-6" aria-labelledby="privacy-heading">
            <h2 id="privacy-heading" className="flex items-center gap-2 text-xl font-bold">
              <ShieldCheck aria-hidden="true" className="size-5 text-accent-ink" /> Ihre Daten
            </h2>
            <p className="mt-2 text-sm text-muted">
              Stadtpuls setzt keine Tracking-Cookies. Ihr Standort bleibt in Ihrem Browser.{" "}
              <Link to={`/${city}/privacy`} className="font-semibold text-primary-strong underline">
                Datenschutzerklärung
              </Link>
            </p>
          </section>
        </aside>
      </div>
    </main>
  );
}
