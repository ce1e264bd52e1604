import type { Route } from "./+types/admin-outbox";
import { isAppError } from "~/lib/app-error";
import { pageUrl } from "~/lib/page-url.server";
import { getViewer } from "~/modules/accounts/session.server";
import { listOutboxMails } from "~/modules/mail/list-outbox-mails.server";

/** The outbox's e-mails as JSON (admins, local mode only; 401/404 otherwise): the end-to-end tests read mail here. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  try {
    const mails = await listOutboxMails({ actor: await getViewer(request), to: url.searchParams.get("to"), topic: url.searchParams.get("topic") });
    return Response.json({ mails }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return Response.json({ ok: false, code: error.code, message: error.userMessage }, { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
