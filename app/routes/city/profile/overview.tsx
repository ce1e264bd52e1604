import { Bell, CalendarHeart, Heart, Pencil, Settings, Ticket } from "lucide-react";
import { Link } from "react-router";
import { NOUNS, pluralForm } from "~/lib/plural";
import type { Route } from "./+types/overview";
import { formatDate } from "~/lib/format";
import { countUpcomingBookings, getProfile } from "~/modules/profile/profile.server";
import { requireUser } from "~/auth-edge/guards.server";
import { countFavorites } from "~/modules/engagement/favorites.server";
import { listNotifications } from "~/modules/engagement/notifications.server";
import { ButtonLink } from "~/ui/button";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.profile) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const [profile, favorites, notes, upcoming] = await Promise.all([
    getProfile(viewer.id),
    countFavorites(viewer),
    listNotifications(viewer),
    countUpcomingBookings(viewer),
  ]);
  return {
    role: viewer.role,
    memberSince: profile?.createdAt.toISOString() ?? null,
    firstName: profile?.profile?.firstName ?? null,
    favorites,
    unread: notes.unread,
    latest: notes.items.slice(0, 3).map((n) => ({ id: n.id, title: n.title, isRead: n.isRead })),
    upcoming,
  };
}

export default function Overview({ loaderData, params }: Route.ComponentProps) {
  const base = `/${params.city}/profile`;
  const d = loaderData;
  const totalFavorites = d.favorites.event + d.favorites.location + d.favorites.artist;
  const tiles = [
    { to: `${base}/tickets`, icon: Ticket, label: pluralForm(d.upcoming, { one: "Anstehende Buchung", other: "Anstehende Buchungen" }), value: d.upcoming },
    { to: `${base}/follows`, icon: Heart, label: pluralForm(totalFavorites, NOUNS.favorite), value: totalFavorites },
    { to: `${base}/notifications`, icon: Bell, label: pluralForm(d.unread, { one: "Ungelesene Benachrichtigung", other: "Ungelesene Benachrichtigungen" }), value: d.unread },
  ];
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="overview-title" className="text-2xl font-bold">Hallo{d.firstName ? ` ${d.firstName}` : ""}!</h2>
          {d.memberSince ? <p className="text-muted">Dabei seit {formatDate(d.memberSince)}</p> : null}
        </div>
        <ButtonLink to={`${base}/edit`} variant="outline">
          <Pencil aria-hidden="true" className="size-4" /> Profil bearbeiten
        </ButtonLink>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-5 hover:border-ink/40">
              <t.icon aria-hidden="true" className="size-6 text-primary" />
              <span className="font-display text-4xl font-bold">{t.value}</span>
              <span className="text-sm font-semibold text-muted">{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-line bg-white p-5">
          <h3 className="flex items-center gap-2 text-lg font-bold"><Heart aria-hidden="true" className="size-5 text-primary" /> Ihre Favoriten</h3>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            <li><Link className="flex min-h-11 items-center justify-between rounded-lg px-2 hover:bg-sand" to={`${base}/follows?type=event`}>Events <strong>{d.favorites.event}</strong></Link></li>
            <li><Link className="flex min-h-11 items-center justify-between rounded-lg px-2 hover:bg-sand" to={`${base}/follows?type=location`}>Orte <strong>{d.favorites.location}</strong></Link></li>
            <li><Link className="flex min-h-11 items-center justify-between rounded-lg px-2 hover:bg-sand" to={`${base}/follows?type=artist`}>Artists <strong>{d.favorites.artist}</strong></Link></li>
          </ul>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5">
          <h3 className="flex items-center gap-2 text-lg font-bold"><CalendarHeart aria-hidden="true" className="size-5 text-primary" /> Schnellzugriff</h3>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            <li><Link className="flex min-h-11 items-center rounded-lg px-2 hover:bg-sand" to={`${base}/events`}>Meine Events</Link></li>
            <li><Link className="flex min-h-11 items-center rounded-lg px-2 hover:bg-sand" to={`/${params.city}/requests`}>Meine Anfragen</Link></li>
            <li><Link className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-sand" to={`${base}/settings`}><Settings aria-hidden="true" className="size-4" /> Einstellungen & Datenschutz</Link></li>
            {d.role === "user" ? (
              <li><Link className="flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary-strong hover:bg-sand" to={`/${params.city}/requests`}>Organisator werden</Link></li>
            ) : null}
          </ul>
        </div>
      </div>
    </section>
  );
}
