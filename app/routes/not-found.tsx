import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/ui/not-found";

/** Unknown paths outside the city pages: 404 with a link home (spec §2.1). */
export function loader() {
  throw data({ message: "Seite nicht gefunden" }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Seite nicht gefunden – Stadtpuls" }];

export default function NotFound() {
  return <NotFoundPage />;
}
