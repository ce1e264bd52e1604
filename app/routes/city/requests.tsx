import type { Route } from "./+types/requests";
import { requireUser } from "~/modules/accounts/session.server";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Meine Anfragen – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <PlaceholderPage title="Meine Anfragen" />;
}
