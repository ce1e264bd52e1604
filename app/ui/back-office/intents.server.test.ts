import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import { AppError } from "~/lib/app-error";
import { defineIntents } from "~/ui/back-office/intents";
import { data } from "react-router";
import { reply, runIntentForm } from "~/ui/back-office/intents.server";

const intents = defineIntents({
  verify: { label: "Verifizieren", success: "Verifiziert", bulk: true },
  rename: { label: "Umbenennen", success: "Umbenannt", input: z.object({ name: z.string().trim().min(1, "Name ist erforderlich.") }) },
  create: { label: "Anlegen", scope: "form", input: z.object({ title: z.string().min(1, "Titel ist erforderlich.") }) },
});

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

type Answer = { data: ActionResult; init: { status?: number } | null };
const answer = (r: unknown) => r as Answer;

const seen: string[] = [];
const handlers = {
  verify: async ({ id }: { id: string }) => {
    if (id === "gone") throw new AppError("NOT_FOUND");
    seen.push(`verify:${id}`);
  },
  rename: async ({ id, input }: { id: string; input: { name: string } }) => {
    seen.push(`rename:${id}:${input.name}`);
  },
  create: async ({ input }: { input: { title: string } }) => reply({ data: { made: input.title } }),
};

describe("runIntents", () => {
  it("runs a bulk intent per row and reports 'x von y erledigt' with the refused rows and their reasons", async () => {
    seen.length = 0;
    const r = answer(await runIntentForm(form([["intent", "verify"], ["ids", "a"], ["ids", "gone"], ["ids", "b"]]), intents, handlers));
    expect(seen).toEqual(["verify:a", "verify:b"]);
    expect(r.data).toMatchObject({ ok: false, intent: "verify", done: 2, total: 3, message: "2 von 3 erledigt", refused: [{ id: "gone", message: expect.stringMatching(/nicht gefunden/i) }] });
  });

  it("answers one row's refusal with its status and German text, and changes nothing else", async () => {
    const r = answer(await runIntentForm(form([["intent", "verify"], ["id", "gone"]]), intents, handlers));
    expect(r.init?.status).toBe(404);
    expect(r.data.ok).toBe(false);
    expect(r.data.message).toMatch(/nicht gefunden/i);
  });

  it("refuses an unknown intent, a missing row, several rows for a single-row intent and odd ids", async () => {
    for (const entries of [
      [["intent", "toString"], ["id", "a"]],
      [["intent", "verify"]],
      [["intent", "rename"], ["ids", "a"], ["ids", "b"], ["name", "x"]],
      [["intent", "verify"], ["id", "../etc"]],
    ] as Array<Array<[string, string]>>) {
      seen.length = 0;
      const r = answer(await runIntentForm(form(entries), intents, handlers));
      expect(r.data.ok, JSON.stringify(entries)).toBe(false);
      expect(r.init?.status).toBeGreaterThanOrEqual(400);
      expect(r.data.message).toBeTruthy();
      expect(seen).toEqual([]);
    }
  });

  it("parses an intent's own fields with its schema and keeps the German field message", async () => {
    seen.length = 0;
    const bad = answer(await runIntentForm(form([["intent", "rename"], ["id", "a"], ["name", " "]]), intents, handlers));
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, intent: "rename", fields: { name: "Name ist erforderlich." } });
    expect(seen).toEqual([]);
    const good = answer(await runIntentForm(form([["intent", "rename"], ["id", "a"], ["name", "Neu"]]), intents, handlers));
    expect(good.data).toMatchObject({ ok: true, intent: "rename", message: "Umbenannt" });
    expect(seen).toEqual(["rename:a:Neu"]);
  });

  it("runs a form intent without a row and sends only what the handler replies", async () => {
    const r = answer(await runIntentForm(form([["intent", "create"], ["title", "Hallo"]]), intents, handlers));
    expect(r.data).toMatchObject({ ok: true, intent: "create", data: { made: "Hallo" } });
  });

  it("refuses more than 100 rows at once", async () => {
    const entries: Array<[string, string]> = [["intent", "verify"], ...Array.from({ length: 101 }, (_, i) => ["ids", `r${i}`] as [string, string])];
    seen.length = 0;
    const r = answer(await runIntentForm(form(entries), intents, handlers));
    expect(r.init?.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("a form intent's input may be refined and transformed; a handler may answer in the one shape with a status of its own", async () => {
    const more = defineIntents({
      signIn: {
        label: "Anmelden",
        scope: "form",
        input: z
          .object({ email: z.string().min(1, "E-Mail ist erforderlich.") })
          .refine((v) => v.email.includes("@"), { path: ["email"], message: "Bitte eine gültige E-Mail." })
          .transform((v) => ({ address: v.email.toLowerCase() })),
      },
    });
    const run = { signIn: async ({ input }: { input: { address: string } }) => data<ActionResult>({ ok: false, message: `Zu viele Versuche für ${input.address}.` }, { status: 429 }) };
    const limited = answer(await runIntentForm(form([["intent", "signIn"], ["email", "A@B.DE"]]), more, run));
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toEqual({ ok: false, intent: "signIn", message: "Zu viele Versuche für a@b.de." });
    const refused = answer(await runIntentForm(form([["intent", "signIn"], ["email", "ab"]]), more, run));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, intent: "signIn", fields: { email: "Bitte eine gültige E-Mail." } });
  });

  it("a body without intent runs the fallback intent when the page names one, and is refused otherwise", async () => {
    const r = answer(await runIntentForm(form([["title", "Neu"]]), intents, handlers, { fallback: "create" }));
    expect(r.data).toEqual({ ok: true, intent: "create", data: { made: "Neu" } });
    const refused = answer(await runIntentForm(form([["title", "Neu"]]), intents, handlers));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.ok).toBe(false);
  });
});
