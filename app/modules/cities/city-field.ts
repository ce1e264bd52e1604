import { z } from "zod";
import { isCityId } from "~/lib/cities";

const MESSAGE = "Bitte wählen Sie eine Stadt.";

/**
 * A field holding the id of an active city. The list is asked at validation time, not when the schema
 * is built, so a city an admin adds is accepted at once (a `z.enum` would keep the list of start-up).
 */
export const cityIdField = (message = MESSAGE) => z.string({ error: message }).refine(isCityId, { error: message });
