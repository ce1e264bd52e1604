import type { Route } from "./+types/auth";
import { auth } from "~/modules/accounts/auth.server";

/** better-auth's endpoints under /api/auth/* (sign-in, sign-up, verify, reset, session …). */
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
