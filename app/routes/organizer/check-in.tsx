import type { Route } from "./+types/check-in";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { ScannerPage } from "~/modules/ticketing/components/check-in/scanner-page";
import { getScannerView } from "~/modules/ticketing/check-in-views.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Check-in${data ? ` – ${data.view.event.title}` : ""} – Stadtpuls` },
  { name: "robots", content: "noindex" },
];

/** The door (organizer of the event, admin or invited check-in staff; decision 0008). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const view = await getScannerView(viewer, params.eventId).catch(throwAsResponse);
  return { view };
}

export default function CheckInPage({ loaderData }: Route.ComponentProps) {
  return <ScannerPage view={loaderData.view} />;
}
