import type { Route } from "./+types/dev-mailbox";
import { isProductionMode } from "~/lib/env.server";
import { listDevMails } from "~/modules/outbox/dev-mailbox.server";
import { pageUrl } from "~/lib/page-url.server";

/**
 * Local development mailbox (never in production mode): the e-mails the outbox delivered
 * through nodemailer's JSON transport, newest first. ?to=address&topic=template
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (isProductionMode()) return new Response("Nicht gefunden", { status: 404 });
  const url = pageUrl(request);
  const mails = await listDevMails({ to: url.searchParams.get("to") ?? undefined, topic: url.searchParams.get("topic") ?? undefined });
  return Response.json({ mails }, { headers: { "Cache-Control": "no-store" } });
}
