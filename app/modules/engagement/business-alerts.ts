import { z } from "zod";

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** A business owner's alerts (spec §2.3 Einstellungen): new reviews of their places, bookings at their venue. Client-safe: the settings form validates with it in the browser. */
export const businessAlertsSchema = z.object({ businessNewReviews: checkbox, businessBookings: checkbox });
export type BusinessAlerts = z.infer<typeof businessAlertsSchema>;
