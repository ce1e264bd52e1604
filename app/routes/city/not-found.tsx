import { data } from "react-router";

/** Unknown paths inside a city: a German 404 page inside the city's layout. */
export function loader() {
  throw data({ message: "Seite nicht gefunden" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
