import { and, desc, eq, sql } from "drizzle-orm";
import type { Route } from "./+types/dev-mailbox";
import { db } from "~/lib/db.server";
import { isProductionMode } from "~/lib/env.server";
import { outbox } from "~/modules/outbox/schema";
import { pageUrl } from "~/lib/page-url.server";

/**
 * Local development mailbox (never in production mode): the e-mails the outbox delivered
 * through nodemailer's JSON transport, newest first. ?to=address&topic=template
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (isProductionMode()) return new Response("Nicht gefunden", { status: 404 });
  const url = pageUrl(request);
  const to = url.searchParams.get("to")?.toLowerCase();
  const topic = url.searchParams.get("topic");
  const rows = await db
    .select({ id: outbox.id, topic: outbox.topic, recipient: outbox.recipient, status: outbox.status, result: outbox.result, payload: outbox.payload, createdAt: outbox.createdAt, lastError: outbox.lastError })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "email"),
        to ? sql`lower(${outbox.recipient}) = ${to}` : undefined,
        topic ? eq(outbox.topic, topic) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(50);
  return Response.json({ mails: rows }, { headers: { "Cache-Control": "no-store" } });
}
