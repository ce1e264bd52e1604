import { redirect } from "react-router";
import { linkTo, organizer } from "~/registry";

/** /{city}/create-event → /organizer/events/create (spec §2.1). */
export function loader() {
  return redirect(linkTo(organizer, "eventCreate"));
}
