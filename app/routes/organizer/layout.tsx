import { Form, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { TEAM_ROLE } from "~/modules/organizers/labels";
import { contextAllows } from "~/modules/organizers/team.server";
import { organizer, organizerNav, urlOf, type NavGroup } from "~/registry";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";
import { AreaLayout } from "~/shell/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

/** The sidebar for the role where the actor works: a team member sees only the pages their role opens (issue 26). */
function navFor(allows: (cap: Parameters<typeof contextAllows>[1]) => boolean): NavGroup[] {
  const capOf = new Map(Object.values(organizer.pages).map((p) => [urlOf(organizer, p), p.team]));
  return organizerNav
    .map((g) => ({ ...g, items: g.items.filter((i) => allows(i.to === "/organizer/check-in" ? "door" : (capOf.get(i.to) ?? "admin"))) }))
    .filter((g) => g.items.length > 0);
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireOrganizerArea(request, "any");
  const role = viewer.contextRole;
  const active = viewer.profiles.find((p) => p.organizerId === viewer.activeOrganizerId) ?? viewer.profiles.find((p) => p.role === "owner") ?? null;
  return {
    viewer: { email: viewer.email, name: viewer.displayName, role: viewer.role, roleLabel: role === "owner" ? undefined : TEAM_ROLE.label(role) },
    nav: navFor((cap) => contextAllows(role, cap)),
    profiles: viewer.profiles.map((p) => ({ id: p.organizerId, label: p.role === "owner" ? p.name : `${p.name} (${TEAM_ROLE.label(p.role)})` })),
    activeId: active?.organizerId ?? null,
    activeName: viewer.profiles.length > 1 || role !== "owner" ? (active?.name ?? null) : null,
    sidebarOpen: sidebarOpenFromRequest(request),
  };
}

/** Switch between the organizer profiles the account runs or works for (issue 26). */
function ProfileSwitcher({ profiles, activeId }: { profiles: Array<{ id: string; label: string }>; activeId: string | null }) {
  if (profiles.length < 2) return null;
  return (
    <Form method="post" action="/organizer/switch" className="flex flex-col gap-2 border-t border-line px-3 pt-4">
      <label htmlFor="organizer-switch" className="text-xs font-bold uppercase tracking-wider text-muted">
        Veranstalterprofil
      </label>
      <select id="organizer-switch" name="organizerId" defaultValue={activeId ?? undefined} className="min-h-11 rounded-xl border border-line bg-white px-3 text-sm">
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </select>
      <button type="submit" className="min-h-11 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-sand">
        Profil wechseln
      </button>
    </Form>
  );
}

export default function OrganizerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout
      title={organizer.title!}
      badge={loaderData.activeName ?? undefined}
      nav={loaderData.nav}
      viewer={loaderData.viewer}
      sidebarOpen={loaderData.sidebarOpen}
      footer={<ProfileSwitcher profiles={loaderData.profiles} activeId={loaderData.activeId} />}
    >
      <Outlet />
    </AreaLayout>
  );
}
