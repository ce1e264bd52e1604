import { isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";

/** Runs a read of the JSON API: the result as JSON, an AppError as `{ code, message }` with its status. */
export async function apiJson(fn: () => Promise<unknown>): Promise<Response> {
  const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" };
  try {
    return new Response(JSON.stringify(await fn()), { headers });
  } catch (error) {
    if (isAppError(error)) return new Response(JSON.stringify({ code: error.code, message: error.userMessage }), { status: error.status, headers });
    logger.error({ err: error }, "API-Anfrage fehlgeschlagen");
    return new Response(JSON.stringify({ code: "UNEXPECTED", message: "Ein unerwarteter Fehler ist aufgetreten." }), { status: 500, headers });
  }
}
