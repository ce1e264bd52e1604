import { AppError } from "~/lib/app-error";
import { isProductionMode } from "~/lib/env.server";
import { apiUseCase } from "~/lib/route-helpers.server";
import { demoSeedSummary } from "~/composition/dev-seed-summary.server";

/**
 * Local development only (never in production mode): the demo fixtures' slugs (radius near/far,
 * sold out, cancelled, free, early bird) so end-to-end tests can find them. Writes nothing.
 */
export async function loader() {
  return apiUseCase(async () => {
    if (isProductionMode()) throw new AppError("NOT_FOUND");
    const summary = await demoSeedSummary();
    if (!summary) throw new AppError("NOT_FOUND", { message: "Keine Demodaten" });
    return summary;
  });
}
