import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the mail module (status + German text). */
export const mailErrors = {
  EMAIL_TEMPLATE_NOT_FOUND: { status: 404, message: "Diese E-Mail-Vorlage gibt es nicht." },
  EMAIL_TEMPLATE_VERSION_NOT_FOUND: { status: 404, message: "Diese Version der Vorlage gibt es nicht mehr." },
  EMAIL_TEMPLATE_NOT_CUSTOMIZED: { status: 409, message: "Die Vorlage ist bereits im Auslieferungszustand." },
} as const satisfies Record<string, ErrorEntry>;
