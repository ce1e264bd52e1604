import { describe, expect, it } from "vitest";
import { CHECK_IN_REASONS, parseTicketInput, reasonMessage, reasonStatus } from "~/modules/ticketing/check-in-reasons";

describe("check-in reasons and inputs", () => {
  it("every reason has its German text and status (spec §5, §8)", () => {
    expect(reasonMessage("required")).toBe("QR-Code oder Ticketnummer erforderlich");
    expect(reasonMessage("invalid")).toBe("Ticket nicht gefunden");
    expect(reasonMessage("already_redeemed")).toBe("Ticket wurde bereits eingecheckt");
    expect(reasonStatus("already_redeemed")).toBe(409);
    expect(reasonStatus("required")).toBe(400);
    for (const r of CHECK_IN_REASONS) expect(reasonMessage(r)).toMatch(/\S/);
  });

  it("reads a QR payload's ticket number and a typed number with or without dashes", () => {
    expect(parseTicketInput("SPT1.SP-7KQ2-M9XD-4TAB.abcdefghijklmnop")).toEqual({ kind: "qr", ticketNumber: "SP-7KQ2-M9XD-4TAB" });
    expect(parseTicketInput("SPT1.kaputt")).toEqual({ kind: "qr", ticketNumber: null });
    expect(parseTicketInput(" sp 7kq2 m9xd 4tab ")).toEqual({ kind: "manual", ticketNumber: "SP-7KQ2-M9XD-4TAB" });
    expect(parseTicketInput("sp-7kq2-m9xd-4tab")).toEqual({ kind: "manual", ticketNumber: "SP-7KQ2-M9XD-4TAB" });
    expect(parseTicketInput("https://example.org").ticketNumber).toBe("HTTPS://EXAMPLE.ORG");
    expect(parseTicketInput("   ")).toEqual({ kind: "manual", ticketNumber: null });
  });
});
