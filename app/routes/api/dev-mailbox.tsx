import type { Route } from "./+types/dev-mailbox";
import { AppError } from "~/lib/app-error";
import { isProductionMode } from "~/lib/env.server";
import { apiUseCase } from "~/lib/route-helpers.server";
import { listDevMails } from "~/modules/outbox/dev-mailbox.server";
import { pageUrl } from "~/lib/page-url.server";

/**
 * Local development mailbox (never in production mode): the e-mails the outbox delivered
 * through nodemailer's JSON transport, newest first. ?to=address&topic=template
 */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    if (isProductionMode()) throw new AppError("NOT_FOUND");
    const url = pageUrl(request);
    return { mails: await listDevMails({ to: url.searchParams.get("to") ?? undefined, topic: url.searchParams.get("topic") ?? undefined }) };
  });
}
