import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { runFormSubmission } from "~/ui/back-office/form.server";

const schema = z.object({
  title: z.string({ error: "Bitte geben Sie einen Titel ein." }).trim().min(1, "Bitte geben Sie einen Titel ein."),
  capacity: z.coerce.number().int().min(1, "Die Kapazität muss mindestens 1 sein."),
});

function fd(values: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

type Body = { ok: boolean; code?: string; message?: string; fields?: Record<string, string>; submission: { status: string; error: Record<string, string[]>; initialValue: Record<string, string> } };
const body = (r: unknown) => (r as { data: Body }).data;
const status = (r: unknown) => (r as { init: { status: number } }).init.status;

describe("runFormSubmission", () => {
  it("answers zod failures with German field errors and keeps the entered values; the use case does not run", async () => {
    let ran = false;
    const res = await runFormSubmission(fd({ title: "", capacity: "0" }), schema, async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    expect(status(res)).toBe(400);
    expect(body(res).submission.error).toMatchObject({ title: ["Bitte geben Sie einen Titel ein."], capacity: ["Die Kapazität muss mindestens 1 sein."] });
    expect(body(res).submission.initialValue).toMatchObject({ capacity: "0" });
    // the one action shape: code, first message and fields beside conform's reply
    expect(body(res)).toMatchObject({ ok: false, code: "VALIDATION", message: "Bitte geben Sie einen Titel ein.", fields: { capacity: "Die Kapazität muss mindestens 1 sein." } });
  });

  it("puts an AppError's fields beside their fields and its message in the summary", async () => {
    const res = await runFormSubmission(fd({ title: "Jazz", capacity: "5" }), schema, async () => {
      throw new AppError("VALIDATION", { message: "Kapazität zu klein.", fields: { capacity: "Die Kapazität darf nicht unter den verkauften Plätzen (12) liegen." } });
    });
    expect(body(res).submission.error.capacity).toEqual(["Die Kapazität darf nicht unter den verkauften Plätzen (12) liegen."]);
    const res2 = await runFormSubmission(fd({ title: "Jazz", capacity: "5" }), schema, async () => {
      throw new AppError("NOT_FOUND");
    });
    expect(status(res2)).toBe(404);
    expect(body(res2).submission.error[""]?.[0]).toMatch(/nicht gefunden/i);
  });

  it("passes the typed value to the use case", async () => {
    const res = await runFormSubmission(fd({ title: " Jazz ", capacity: "40" }), schema, async (v) => v);
    expect(res).toEqual({ title: "Jazz", capacity: 40 });
  });
});
