import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the content module (status + German text, spec §8). */
export const contentErrors = {
  BLOG_POST_NOT_FOUND: { status: 404, message: "Artikel nicht gefunden" },
  BLOG_EDIT_FORBIDDEN: { status: 403, message: "Sie dürfen diesen Artikel nicht bearbeiten." },
  BLOG_VERSION_CONFLICT: {
    status: 409,
    message: "Der Artikel wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und übernehmen Sie Ihre Änderungen erneut.",
  },
  BLOG_CONTENT_INVALID: { status: 400, message: "Der Inhalt des Artikels ist ungültig." },
  BLOG_SLUG_TAKEN: { status: 409, message: "Es gibt bereits einen Artikel mit dieser Adresse." },
  RAFFLE_NOT_FOUND: { status: 404, message: "Verlosung nicht gefunden" },
  RAFFLE_ENDED: { status: 409, message: "Diese Verlosung ist bereits beendet." },
  RAFFLE_NOT_STARTED: { status: 409, message: "Diese Verlosung hat noch nicht begonnen." },
  RAFFLE_ALREADY_ENTERED: { status: 409, message: "Sie nehmen bereits an dieser Verlosung teil." },
} as const satisfies Record<string, ErrorEntry>;
