import { AppError } from "~/lib/app-error";
import { getViewer } from "~/modules/accounts/session.server";
import type { CheckInActor } from "~/modules/ticketing/check-in-access.server";

/** The signed-in viewer as the door's actor; anonymous → UNAUTHENTICATED (401). */
export async function requireCheckInActor(request: Request): Promise<CheckInActor> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError("UNAUTHENTICATED");
  return { id: viewer.id, email: viewer.email, role: viewer.role, emailVerified: viewer.emailVerified };
}
