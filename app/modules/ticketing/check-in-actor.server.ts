import { AppError } from "~/lib/app-error";
import { currentViewer, getViewer, type Viewer } from "~/modules/accounts/session.server";
import type { CheckInActor } from "~/modules/ticketing/check-in-access.server";

/** The signed-in viewer as the door's actor; anonymous → UNAUTHENTICATED (401). */
export async function requireCheckInActor(request: Request): Promise<CheckInActor> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError("UNAUTHENTICATED");
  return toActor(viewer);
}

/** The door's actor of this request as of now (session, role and e-mail read anew); null when signed out. */
export async function currentCheckInActor(request: Request): Promise<CheckInActor | null> {
  const viewer = await currentViewer(request);
  return viewer ? toActor(viewer) : null;
}

const toActor = (viewer: Viewer): CheckInActor => ({ id: viewer.id, email: viewer.email, role: viewer.role, emailVerified: viewer.emailVerified });
