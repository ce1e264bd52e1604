import { redirect } from "react-router";

/** /{city}/create-event → /organizer/events/create (spec §2.1). */
export function loader() {
  return redirect("/organizer/events/create");
}
