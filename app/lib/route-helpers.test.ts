import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { errorCatalog } from "~/lib/error-codes";
import { apiUseCase, parseForm, readForm, runUseCase, zEmail, zText } from "~/lib/route-helpers.server";

type Failure = { data: { ok: false; code: string; message: string; fields?: Record<string, string> }; init: { status: number } };

describe("AppError and use-case mapping", () => {
  it("maps codes once to status and the spec's German text", () => {
    expect(new AppError("TICKET_ALREADY_CHECKED_IN").status).toBe(409);
    expect(new AppError("TICKET_ALREADY_CHECKED_IN").userMessage).toBe("Ticket wurde bereits eingecheckt");
    expect(errorCatalog.EVENT_SLUG_INVALID.message).toBe("Ungültiger Event-Slug");
    expect(errorCatalog.ARTIST_NOT_FOUND.message).toBe("Artist nicht gefunden");
  });

  it("turns an AppError into a failure with its status and message", async () => {
    const res = (await runUseCase(async () => {
      throw new AppError("CHECKIN_CODE_REQUIRED");
    })) as unknown as Failure;
    expect(res.init.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, code: "CHECKIN_CODE_REQUIRED", message: "QR-Code oder Ticketnummer erforderlich" });
  });

  it("hides unexpected errors behind the German generic message (500)", async () => {
    const res = (await runUseCase(async () => {
      throw new Error("connection refused");
    })) as unknown as Failure;
    expect(res.init.status).toBe(500);
    expect(res.data.message).toBe("Ein unerwarteter Fehler ist aufgetreten.");
  });

  it("validates form data with German field messages", async () => {
    const schema = z.object({ name: zText("Name", 10), email: zEmail });
    const form = new FormData();
    form.set("name", "   ");
    form.set("email", "kein-mail");
    const res = (await runUseCase(async () => parseForm(form, schema))) as unknown as Failure;
    expect(res.init.status).toBe(400);
    expect(res.data.fields).toEqual({ name: "Name ist erforderlich.", email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
    form.set("name", "x".repeat(11));
    const long = (await runUseCase(async () => parseForm(form, schema))) as unknown as Failure;
    expect(long.data.fields?.name).toBe("Name darf höchstens 10 Zeichen lang sein.");
  });
});

describe("readForm", () => {
  const unreadable = () => new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":"%E0%A4%A"}' });
  const message = "Die Formulardaten konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.";

  it("answers a body that is no form with 400 and a German message", async () => {
    await expect(readForm(unreadable())).rejects.toMatchObject({ data: { ok: false, message }, init: { status: 400 } });
  });

  it("keeps that 400 inside runUseCase (not 'Ein unerwarteter Fehler', 500)", async () => {
    await expect(runUseCase(async () => readForm(unreadable()))).rejects.toMatchObject({ data: { ok: false, message }, init: { status: 400 } });
  });
});

describe("apiUseCase (JSON routes)", () => {
  it("sends the result as JSON, not cached", async () => {
    const res = await apiUseCase(async () => ({ ok: true, n: 1 }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: true, n: 1 });
  });
  it("answers an AppError as { code, message, fields? } with its status", async () => {
    const res = await apiUseCase(() => {
      throw new AppError("VALIDATION", { message: "Bitte prüfen.", fields: { name: "Name ist erforderlich." } });
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "VALIDATION", message: "Bitte prüfen.", fields: { name: "Name ist erforderlich." } });
    const anon = await apiUseCase(() => {
      throw new AppError("UNAUTHENTICATED");
    });
    expect([anon.status, await anon.json()]).toEqual([401, { code: "UNAUTHENTICATED", message: "Bitte melden Sie sich an." }]);
  });
  it("answers anything unexpected with 500 UNEXPECTED and the German text", async () => {
    const res = await apiUseCase(() => {
      throw new Error("kaputt");
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: "UNEXPECTED", message: "Ein unerwarteter Fehler ist aufgetreten." });
  });
});
