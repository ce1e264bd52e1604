import type { Route } from "./+types/business-dashboard";
import { requireUser } from "~/modules/accounts/session.server";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Business-Dashboard – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <PlaceholderPage title="Business-Dashboard" />;
}
