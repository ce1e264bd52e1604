import { FlaskConical } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/settings-plan-pay";
import { formatMoney } from "~/lib/format";
import { runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getPlanOrder, payPlanOrder } from "~/modules/organizers/upgrade-plan.server";
import { buttonClass } from "~/ui/button";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Tarif bezahlen – Organisator – Stadtpuls" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  try {
    return await getPlanOrder(actor, params.orderId);
  } catch (error) {
    throwAsResponse(error);
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "admin");
  return runUseCase(async () => {
    await payPlanOrder({ actor, orderId: params.orderId });
    return redirectWithToast("/organizer/settings#tarif", { type: "success", title: "Tarif Professional aktiv", description: "Sie können jetzt unbegrenzt Events veröffentlichen." });
  });
}

/** The built-in test provider's payment step for a plan upgrade (Stripe Checkout in production). */
export default function PlanPayment({ loaderData: o }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md rounded-3xl border border-line bg-white p-6 md:p-8">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-warning">
        <FlaskConical aria-hidden="true" className="size-4" /> Testmodus
      </p>
      <h1 className="mt-2 text-2xl font-bold">Tarif {o.plan} bezahlen</h1>
      <p className="mt-1 text-sm text-muted">Eingebauter Testanbieter von Stadtpuls – es wird kein echtes Geld bewegt.</p>
      <dl className="mt-6 flex justify-between rounded-2xl bg-sand p-4">
        <dt>{o.months} Monat</dt>
        <dd className="font-bold">{formatMoney(o.amountCents)} inkl. MwSt.</dd>
      </dl>
      {o.status === "pending" ? (
        <Form method="post" className="mt-6">
          <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
            Jetzt {formatMoney(o.amountCents)} bezahlen
          </button>
        </Form>
      ) : (
        <p className="mt-6 text-sm">Diese Bestellung ist bereits bezahlt.</p>
      )}
    </div>
  );
}
