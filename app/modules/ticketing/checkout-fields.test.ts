import { describe, expect, it } from "vitest";
import { checkoutFields, MAX_TICKETS_PER_ORDER } from "~/modules/ticketing/checkout-fields.server";

const form = (entries: Array<[string, string]>) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

describe("checkoutFields (finding 2: bounded indexed fields)", () => {
  it("a huge attendee index costs no time and yields no attendee", () => {
    for (const index of ["100000000", "4294967294"]) {
      const started = performance.now();
      const fields = checkoutFields(form([[`attendee.${index}.category`, "event"]]), "e");
      expect(performance.now() - started, index).toBeLessThan(100);
      expect(fields.attendees).toEqual([]);
    }
  });

  it("attendees come back in index order, at most the business limit", () => {
    const entries: Array<[string, string]> = [
      ["attendee.2.category", "b"],
      ["attendee.0.category", "a"],
      ["attendee.0.firstName", "Ada"],
    ];
    for (let i = 3; i < 500; i++) entries.push([`attendee.${i}.category`, "c"]);
    const fields = checkoutFields(form(entries), "e");
    expect(fields.attendees.length).toBe(MAX_TICKETS_PER_ORDER - 1);
    expect(fields.attendees[0]).toEqual({ ticketCategoryId: "a", firstName: "Ada", lastName: "" });
    expect(fields.attendees[1]!.ticketCategoryId).toBe("b");
  });

  it("quantity fields are read up to the business limit", () => {
    const entries: Array<[string, string]> = [];
    for (let i = 0; i < 5000; i++) entries.push([`qty.k${i}`, "1"]);
    expect(Object.keys(checkoutFields(form(entries), "e").quantities).length).toBe(MAX_TICKETS_PER_ORDER);
  });
});
