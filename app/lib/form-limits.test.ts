import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isAppError } from "~/lib/app-error";
import { assertFormLists, findFormListViolation, FORM_LIST_HARD_CAP } from "~/lib/form-limits";

const form = (entries: Array<[string, string]>) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

const schema = z
  .object({
    title: z.string(),
    tickets: z
      .array(z.object({ name: z.string(), tiers: z.array(z.string()).max(3, "Höchstens 3 Stufen.") }))
      .max(20, "Höchstens 20 Ticketkategorien.")
      .optional(),
    types: z.preprocess((v) => v, z.array(z.enum(["a", "b"])).max(2, "Höchstens 2 Arten.")),
    open: z.array(z.string()),
  })
  .superRefine(() => {});

describe("the one bound on posted lists (issue 21, finding 1)", () => {
  it("an index below the schema's .max() passes; at or beyond it is refused with the schema's German text", () => {
    expect(findFormListViolation(form([["tickets[19].name", "x"]]), schema)).toBeNull();
    for (const name of ["tickets[20].name", "tickets.20.name", "tickets[100000000].name", "tickets.99999999999999999999.name"]) {
      expect(findFormListViolation(form([["tickets[0].name", "a"], [name, "x"]]), schema), name).toEqual({ code: "FORM_LIST_TOO_LONG", field: "tickets", message: "Höchstens 20 Ticketkategorien." });
    }
  });

  it("nested lists, lists behind preprocess, and lists without a maximum (hard cap)", () => {
    expect(findFormListViolation(form([["tickets[2].tiers[3]", "x"]]), schema)).toMatchObject({ field: "tickets[2].tiers", message: "Höchstens 3 Stufen." });
    expect(findFormListViolation(form([["tickets.2.tiers.5", "x"]]), schema)).toMatchObject({ field: "tickets[2].tiers" });
    expect(findFormListViolation(form([["types[2]", "a"]]), schema)).toMatchObject({ field: "types", message: "Höchstens 2 Arten." });
    expect(findFormListViolation(form([[`open[${FORM_LIST_HARD_CAP - 1}]`, "x"]]), schema)).toBeNull();
    expect(findFormListViolation(form([[`open[${FORM_LIST_HARD_CAP}]`, "x"]]), schema)).toMatchObject({ field: "open" });
    // names the schema does not know: the hard cap
    expect(findFormListViolation(form([["unknown[5].x", "x"]]), schema)).toBeNull();
    expect(findFormListViolation(form([["unknown[100000000].x", "x"]]), schema)).toMatchObject({ field: "unknown" });
  });

  it("repeats of one name count as list items (checkbox groups, name[])", () => {
    expect(findFormListViolation(form([["types", "a"], ["types", "b"]]), schema)).toBeNull();
    expect(findFormListViolation(form([["types", "a"], ["types", "b"], ["types", "a"]]), schema)).toMatchObject({ field: "types" });
    expect(findFormListViolation(form([["types[]", "a"], ["types[]", "b"], ["types[]", "a"]]), schema)).toMatchObject({ field: "types" });
    const many = Array.from({ length: FORM_LIST_HARD_CAP + 1 }, (): [string, string] => ["x", "1"]);
    expect(findFormListViolation(form(many))).toMatchObject({ field: "x" });
    expect(findFormListViolation(form(many.slice(1)))).toBeNull();
  });

  it("conform's intents are held to the same limits; an unreadable one is refused", () => {
    const intent = (v: unknown) => form([["__intent__", JSON.stringify(v)]]);
    expect(findFormListViolation(intent({ type: "insert", payload: { name: "tickets" } }), schema)).toBeNull();
    expect(findFormListViolation(intent({ type: "update", payload: { name: "tickets", index: 100000000, value: { name: "x" } } }), schema)).toMatchObject({ field: "tickets" });
    expect(findFormListViolation(intent({ type: "update", payload: { name: "tickets[100000000]", value: "x" } }), schema)).toMatchObject({ field: "tickets" });
    expect(findFormListViolation(intent({ type: "update", payload: { name: 7, index: 100000000 } }), schema)).toMatchObject({ code: "FORM_UNREADABLE" });
    expect(findFormListViolation(form([["__intent__", "{"]]), schema)).toMatchObject({ code: "FORM_UNREADABLE" });
  });

  it("limits by name for forms without a schema (the checkout's attendee.N.…)", () => {
    expect(findFormListViolation(form([["attendee.99.category", "x"]]), { attendee: 100 })).toBeNull();
    expect(findFormListViolation(form([["attendee.100.category", "x"]]), { attendee: 100 })).toMatchObject({ field: "attendee" });
  });

  it("assertFormLists throws a 400 AppError with the German text beside the list; a huge index costs no time", () => {
    const started = performance.now();
    let thrown: unknown;
    try {
      assertFormLists(form([["tickets[100000000].name", "x"]]), schema);
    } catch (e) {
      thrown = e;
    }
    expect(performance.now() - started).toBeLessThan(50);
    expect(isAppError(thrown) && thrown.status).toBe(400);
    expect(isAppError(thrown) && thrown.fields).toEqual({ tickets: "Höchstens 20 Ticketkategorien." });
    try {
      assertFormLists(form([["rows[5000]", "x"]]));
    } catch (e) {
      thrown = e;
    }
    expect(isAppError(thrown) && thrown.userMessage).toBe("Das Formular enthält mehr Einträge, als eine Liste haben darf. Bitte laden Sie die Seite neu und versuchen Sie es erneut.");
  });
});
