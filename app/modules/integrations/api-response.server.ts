import { AppError, isAppError } from "~/lib/app-error";
import { parsePageNumber } from "~/lib/input";
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

/** The `page` parameter of a JSON API list: absent → 1; anything but a whole number 1…10.000 → 400 INVALID_PAGE (German). */
export function apiPage(params: URLSearchParams): number {
  const raw = params.get("page");
  if (raw === null || raw === "") return 1;
  const page = parsePageNumber(raw);
  if (page === null) throw new AppError("INVALID_PAGE");
  return page;
}
