import { useEffect, useState } from "react";
import type { CityId } from "~/lib/cities";
import { cityLocation, loadSelection, type SelectedLocation } from "~/modules/cities/location-selection";

/** Keeps the stored selection in React state (updates across components and tabs). */
export function useSelectedLocation(currentCity: CityId): SelectedLocation {
  const [loc, setLoc] = useState<SelectedLocation>(() => cityLocation(currentCity));
  useEffect(() => {
    const sync = () => setLoc(loadSelection());
    sync();
    const onCustom = (e: Event) => setLoc((e as CustomEvent<SelectedLocation>).detail);
    window.addEventListener("stadtpuls:location", onCustom);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener("stadtpuls:location", onCustom);
      window.removeEventListener("storage", sync);
    };
  }, []);
  return loc;
}
