import { redirect } from "react-router";
import type { Route } from "./+types/user-detail";
import { readForm, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getAdminUserView } from "~/modules/profile/admin-users.server";
import { banUser, unbanUser } from "~/modules/profile/ban-user.server";
import { confirmPassword, endImpersonation, startImpersonation } from "~/modules/profile/impersonate-user.server";
import { revokeUserSessions } from "~/modules/profile/revoke-user-sessions.server";
import { sendPasswordReset } from "~/modules/profile/send-password-reset.server";
import { setUserRole } from "~/modules/profile/set-user-role.server";
import { updateUserProfile } from "~/modules/profile/update-user-profile.server";
import { UserDetail, userDetailIntents } from "~/modules/profile/components/user-detail";
import { deleteUserAccount } from "~/modules/profile/data-rights.server";
import { admin, linkTo, organizer, pageTitle } from "~/registry";
import { runIntentForm } from "~/ui/back-office/intents.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(admin, data ? { title: data.name } : admin.pages.userEdit) }];

/** One account's page (admins; support reads it, decision 0011). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "support");
  return getAdminUserView(actor, params.id).catch(throwAsResponse);
}

/** A redirect that also switches the browser's session (impersonation start and end). */
const switchSession = (to: string, cookies: string[]) => {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return redirect(to, { headers });
};

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  // ending an impersonation is posted by the borrowed session (the app shell's banner)
  if (form.get("intent") === "endImpersonation") {
    const viewer = await requireRoleOr403(request, "user");
    if (!viewer.impersonatedBy || viewer.id !== params.id) throw new Response("Dafür fehlen Ihnen die Berechtigungen.", { status: 403 });
    const { cookies } = await endImpersonation({ actor: viewer, authHeaders: request.headers });
    return switchSession(linkTo(admin, "userEdit", { id: viewer.id }), cookies);
  }
  const actor = await requireRoleOr403(request, "support");
  const id = params.id;
  return runIntentForm(form, userDetailIntents, {
    saveProfile: ({ input }) => updateUserProfile({ actor, id, values: input }),
    setRole: ({ input }) => setUserRole({ actor, id, role: input.role }),
    ban: ({ input }) => banUser({ actor, id, reason: input.reason }),
    unban: () => unbanUser({ actor, id }),
    revokeSessions: () => revokeUserSessions({ actor, id }),
    sendPasswordReset: () => sendPasswordReset({ actor, id }),
    confirmPassword: ({ input }) => confirmPassword({ actor, password: input.password }),
    impersonate: async () => {
      const { cookies, role } = await startImpersonation({ actor, id, authHeaders: request.headers });
      return switchSession(role === "organizer" ? linkTo(organizer, "dashboard") : "/", cookies);
    },
    delete: async () => {
      await deleteUserAccount({ actor, id });
      return redirectWithToast(linkTo(admin, "users"), { type: "success", title: "Konto gelöscht", description: "Buchungen bleiben anonymisiert erhalten." });
    },
  });
}

export default function UserDetailPage({ loaderData }: Route.ComponentProps) {
  return <UserDetail d={loaderData} />;
}
