import { Heart, MapPin, Mic2, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/follows";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format";
import { requireUser } from "~/auth-edge/guards.server";
import { FavoriteButton } from "~/ui/favorite-button";
import { countFavorites, FAVORITE_TYPES, listFavorites, type FavoriteType } from "~/modules/engagement/favorites.server";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { pageUrl } from "~/lib/page-url.server";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.profileFollows) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const raw = pageUrl(request).searchParams.get("type");
  const type: FavoriteType = FAVORITE_TYPES.includes(raw as FavoriteType) ? (raw as FavoriteType) : "event";
  const [counts, items] = await Promise.all([countFavorites(viewer), listFavorites(viewer, type, params.city)]);
  return { type, counts, items };
}

const TABS: Array<{ type: FavoriteType; label: string; icon: typeof Heart; empty: string; browse: string; browseLabel: string }> = [
  { type: "event", label: "Events", icon: CalendarDays, empty: "Noch keine Events gemerkt", browse: "events", browseLabel: "Events entdecken" },
  { type: "location", label: "Orte", icon: MapPin, empty: "Noch keine Orte gemerkt", browse: "places", browseLabel: "Orte entdecken" },
  { type: "artist", label: "Artists", icon: Mic2, empty: "Noch keine Artists gemerkt", browse: "artists", browseLabel: "Artists entdecken" },
];

export default function Follows({ loaderData, params }: Route.ComponentProps) {
  const { type, counts, items } = loaderData;
  const tab = TABS.find((t) => t.type === type) ?? TABS[0];
  return (
    <section aria-labelledby="follows-title">
      <h2 id="follows-title" className="text-2xl font-bold">Favoriten</h2>
      <nav aria-label="Favoriten nach Art" className="mt-4 flex flex-wrap gap-2">
        {TABS.map((t) => (
          <Link
            key={t.type}
            to={`?type=${t.type}`}
            aria-current={t.type === type ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
              t.type === type ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink/40",
            )}
          >
            <t.icon aria-hidden="true" className="size-4" /> {t.label}
            <span className={cn("rounded-full px-2 text-xs", t.type === type ? "bg-white/20" : "bg-sand")}>{counts[t.type]}</span>
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Heart className="size-10" />}
          title={tab.empty}
          action={<ButtonLink to={`/${params.city}/${tab.browse}`}>{tab.browseLabel}</ButtonLink>}
        >
          Tippen Sie auf das Herz, um sich etwas zu merken – hier finden Sie es wieder.
        </EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorite-list">
          {items.map((item) => (
            <li key={item.id} className="flex overflow-hidden rounded-2xl border border-line bg-white">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" width={112} height={112} loading="lazy" className="size-28 shrink-0 object-cover" />
              ) : (
                <span aria-hidden="true" className="inline-flex size-28 shrink-0 items-center justify-center bg-primary-soft text-primary">
                  <tab.icon className="size-8" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
                <Link to={item.href} className="line-clamp-2 font-semibold hover:underline">{item.title}</Link>
                {item.date ? <p className="text-sm text-muted">{formatDateTime(item.date)}</p> : null}
                {item.subtitle ? <p className="truncate text-sm text-muted">{item.subtitle}</p> : null}
              </div>
              <div className="p-2">
                <FavoriteButton type={item.type} id={item.id} label={item.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
