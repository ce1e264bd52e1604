import { sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/lib/db.server";
import { parseInput } from "~/lib/route-helpers.server";
import { assertCheckInAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { checkInAttendee, type ScanResult } from "~/modules/ticketing/check-in-attendee.server";
import { reasonMessage } from "~/modules/ticketing/check-in-reasons";
import { oneLine, UUID_RE, zTimestamp } from "~/lib/input";

export const offlineScanSchema = z.object({
  nonce: z.string().trim().min(8).max(100),
  code: z.string().trim().max(300),
  listId: z.string().regex(UUID_RE),
  direction: z.enum(["entry", "exit"]).default("entry"),
  gate: oneLine(z.string().trim().max(80)).nullish(),
  deviceId: oneLine(z.string().trim().max(100)).nullish(),
  scannedAt: zTimestamp("Der Zeitpunkt des Scans ist ungültig."),
});
export const offlineUploadSchema = z.object({ scans: z.array(offlineScanSchema).max(500, "Höchstens 500 Scans pro Upload.") });

export type SyncedScan = { nonce: string; result: ScanResult; conflict: boolean };

/**
 * Uploads what a device admitted while offline ("offline – vorläufig"). The server stays the judge:
 * each scan runs through the same check-in with its nonce (a replayed upload changes nothing);
 * an admission the server refuses — e.g. the same ticket admitted offline at two doors — is
 * recorded once as a conflict for the organizer and reported back to the device.
 */
export async function syncOfflineScans(input: { actor: CheckInActor; eventId: string; body: unknown }): Promise<SyncedScan[]> {
  await assertCheckInAccess(input.actor, input.eventId, "scan");
  const { scans } = parseInput(input.body, offlineUploadSchema);
  const out: SyncedScan[] = [];
  for (const s of scans) {
    const result = await checkInAttendee({
      actor: input.actor,
      eventId: input.eventId,
      code: s.code,
      listId: s.listId,
      direction: s.direction,
      method: "offline-sync",
      gate: s.gate ?? null,
      deviceId: s.deviceId ?? null,
      nonce: s.nonce,
      scannedAt: s.scannedAt,
    });
    if (result.ok) {
      out.push({ nonce: s.nonce, result, conflict: false });
      continue;
    }
    await db.execute(sql`
      insert into check_in_conflicts (event_id, list_id, attendee_id, ticket_number, nonce, reason, gate, device_id, staff_id, scanned_at)
      values (${input.eventId}::uuid, ${s.listId}::uuid, ${result.attendee?.id ?? null}::uuid, ${result.attendee?.ticketNumber ?? null},
              ${s.nonce}, ${result.reason}, ${s.gate ?? null}, ${s.deviceId ?? null}, ${input.actor.id}, ${s.scannedAt.toISOString()}::timestamptz)
      on conflict (nonce) do nothing`);
    out.push({ nonce: s.nonce, result: { ...result, message: reasonMessage(result.reason) }, conflict: true });
  }
  return out;
}
