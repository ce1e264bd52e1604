import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CancellationDialog, type CancellationTarget } from "./cancellation-dialog";

/** The dialog as a customer sees it for a paid booking of 38,00 € three days before the event. */
function render(calculation: CancellationTarget["calculation"]) {
  const target: CancellationTarget = { bookingId: "b1", reference: "SP-TEST", eventTitle: "Hafenjazz", startsWithin24h: false, calculation };
  const Stub = createRoutesStub([{ path: "/", Component: () => <CancellationDialog target={target} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
}

const partial = { refund_allowed: true, reason: "50 % Erstattung bis 24 Stunden vor Beginn.", original_amount: 3800, refund_percentage: 50, processing_fee: 100, final_refund: 1800, policy_used: "…" };

describe("cancellation dialog", () => {
  it("names one amount: the expected refund is also the most a customer can ask for", () => {
    const html = render(partial);
    expect(html).toContain("Voraussichtliche Erstattung: <strong>18,00\u00a0€</strong>");
    expect(html).toContain("höchstens 18,00\u00a0€");
    expect(html).toContain('max="18.00"');
    expect(html).not.toContain("höchstens 38,00");
  });

  it("offers no partial amount when nothing can be refunded", () => {
    const html = render({ ...partial, refund_allowed: false, reason: "Keine Erstattung möglich für diesen Zeitpunkt", final_refund: 0 });
    expect(html).toContain("Keine Erstattung möglich für diesen Zeitpunkt");
    expect(html).not.toContain('name="amount"');
  });
});
