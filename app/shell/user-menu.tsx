import { ChevronDown, LogOut } from "lucide-react";
import { usePopover } from "~/ui/use-popover";
import { Form, Link } from "react-router";
import { ROLE_LABELS, type Role } from "~/modules/accounts/roles";

type Viewer = { email: string; displayName: string; role: Role; avatarUrl: string | null; isBusinessOwner?: boolean };

/** User menu (spec §2.5): Profil bearbeiten, Meine Events, Meine Anfragen, dashboards by role, Abmelden. */
export function UserMenu({ viewer, city }: { viewer: Viewer; city: string }) {
  const { open, setOpen, ref } = usePopover();

  // the person's initial (their name, the e-mail only when no name is known)
  const initial = ((viewer.displayName || viewer.email).trim()[0] ?? "?").toUpperCase();
  const link = "flex min-h-11 items-center rounded-xl px-3 text-sm font-medium hover:bg-sand";
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white py-1 pr-2 pl-1 hover:border-ink/40"
        data-testid="user-menu"
      >
        {viewer.avatarUrl ? (
          <img src={viewer.avatarUrl} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-secondary font-semibold text-white">
            {initial}
          </span>
        )}
        <span className="sr-only">Benutzermenü für {viewer.displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          id="user-menu-panel"
          className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          <div className="border-b border-line px-3 pt-1 pb-3">
            <p className="truncate font-semibold">{viewer.displayName}</p>
            <p className="truncate text-sm text-muted">{viewer.email}</p>
            <p className="mt-1 text-xs font-semibold text-secondary">
              {ROLE_LABELS[viewer.role]}
              {viewer.isBusinessOwner ? " · Business Owner" : null}
            </p>
          </div>
          <nav aria-label="Benutzermenü" className="py-1">
            <Link className={link} to={`/${city}/profile/edit`}>Profil bearbeiten</Link>
            <Link className={link} to={`/${city}/profile/events`}>Meine Events</Link>
            <Link className={link} to={`/${city}/profile/tickets`}>Meine Tickets</Link>
            <Link className={link} to={`/${city}/requests`}>Meine Anfragen</Link>
            <Link className={link} to={`/${city}/profile/notifications`}>Benachrichtigungen</Link>
            {viewer.role === "user" ? (
              <Link className={`${link} text-primary-strong`} to={`/${city}/requests`}>Organisator werden</Link>
            ) : null}
            {viewer.role === "organizer" ? (
              <Link className={link} to="/organizer">Organisator Dashboard</Link>
            ) : null}
            {viewer.isBusinessOwner ? (
              <Link className={link} to="/business-owner">Business Dashboard</Link>
            ) : null}
            {viewer.role === "admin" ? (
              <Link className={link} to="/admin">Admin Dashboard</Link>
            ) : null}
          </nav>
          <Form method="post" action="/api/sign-out" className="border-t border-line pt-1">
            <input type="hidden" name="redirectTo" value={`/${city}`} />
            <button type="submit" className={`${link} w-full gap-2 text-danger`}>
              <LogOut aria-hidden="true" className="size-4" /> Abmelden
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
