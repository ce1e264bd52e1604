import { describe, expect, it } from "vitest";
import { offlineCacheNote, uploadedScansNote } from "~/modules/ticketing/components/check-in/scanner-texts";

describe("scanner notes", () => {
  it("count tickets and scans in the right number", () => {
    const at = new Date("2026-06-01T18:05:00Z");
    expect(offlineCacheNote(1, at)).toBe("1 Ticket für den Offline-Betrieb gespeichert (20:05 Uhr)");
    expect(offlineCacheNote(0, at)).toBe("0 Tickets für den Offline-Betrieb gespeichert (20:05 Uhr)");
    expect(offlineCacheNote(1250, at)).toBe("1.250 Tickets für den Offline-Betrieb gespeichert (20:05 Uhr)");
    expect(uploadedScansNote(1, 0)).toBe("1 offline erfasster Scan hochgeladen.");
    expect(uploadedScansNote(3, 1)).toBe("3 offline erfasste Scans hochgeladen, 1 Konflikt.");
    expect(uploadedScansNote(3, 2)).toBe("3 offline erfasste Scans hochgeladen, 2 Konflikte.");
  });
});
