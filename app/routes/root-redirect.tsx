import { redirect } from "react-router";
import { DEFAULT_CITY } from "~/lib/cities";

/** / → /luebeck (spec §2.1). */
export function loader() {
  return redirect(`/${DEFAULT_CITY}`);
}
