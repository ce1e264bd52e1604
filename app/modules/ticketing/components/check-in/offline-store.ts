import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OfflineTicket } from "~/modules/ticketing/check-in-views.server";

/**
 * The scanner's device storage (IndexedDB through `idb`): the event's ticket list for offline
 * scanning — only ticket-number hash, name, category and state — and the queue of scans made
 * offline, each with its nonce, uploaded when the connection returns.
 */
export type QueuedScan = {
  nonce: string;
  eventId: string;
  listId: string;
  code: string;
  direction: "entry" | "exit";
  gate: string | null;
  deviceId: string;
  scannedAt: string;
};

type StoredTicket = OfflineTicket & { key: string; eventId: string; listId: string };

interface DoorDb extends DBSchema {
  tickets: { key: string; value: StoredTicket; indexes: { byList: [string, string] } };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: string } };
  meta: { key: string; value: { key: string; syncedAt: string; count: number } };
}

let dbp: Promise<IDBPDatabase<DoorDb>> | null = null;
function door() {
  dbp ??= openDB<DoorDb>("stadtpuls-check-in", 1, {
    upgrade(db) {
      const t = db.createObjectStore("tickets", { keyPath: "key" });
      t.createIndex("byList", ["eventId", "listId"]);
      const q = db.createObjectStore("queue", { keyPath: "nonce" });
      q.createIndex("byEvent", "eventId");
      db.createObjectStore("meta", { keyPath: "key" });
    },
  });
  return dbp;
}

const keyOf = (listId: string, h: string) => `${listId}|${h}`;

/** Same hash as the server: SHA-256 of "<eventId>:<ticketNumber>" (Web Crypto; needs https or localhost). */
export async function ticketHash(eventId: string, ticketNumber: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${eventId}:${ticketNumber}`));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Replaces the cached list of one check-in list; local admissions not yet uploaded stay admitted. */
export async function storeTicketList(eventId: string, listId: string, tickets: OfflineTicket[]) {
  const db = await door();
  const pending = new Set((await db.getAllFromIndex("queue", "byEvent", eventId)).filter((q) => q.listId === listId).map((q) => q.code));
  const tx = db.transaction(["tickets", "meta"], "readwrite");
  const store = tx.objectStore("tickets");
  const range = IDBKeyRange.only([eventId, listId]);
  for (const key of await store.index("byList").getAllKeys(range)) await store.delete(key);
  const pendingHashes = new Set(await Promise.all([...pending].map((n) => ticketHash(eventId, n))));
  for (const t of tickets) {
    await store.put({ ...t, state: pendingHashes.has(t.h) ? "checked_in" : t.state, key: keyOf(listId, t.h), eventId, listId });
  }
  await tx.objectStore("meta").put({ key: `${eventId}|${listId}`, syncedAt: new Date().toISOString(), count: tickets.length });
  await tx.done;
}

export async function listMeta(eventId: string, listId: string) {
  return (await door()).get("meta", `${eventId}|${listId}`);
}

export async function findTicket(eventId: string, listId: string, ticketNumber: string) {
  return (await door()).get("tickets", keyOf(listId, await ticketHash(eventId, ticketNumber)));
}

export async function markTicket(eventId: string, listId: string, ticketNumber: string, state: "valid" | "checked_in") {
  const db = await door();
  const t = await db.get("tickets", keyOf(listId, await ticketHash(eventId, ticketNumber)));
  if (t) await db.put("tickets", { ...t, state });
}

export async function enqueueScan(scan: QueuedScan) {
  await (await door()).put("queue", scan);
}

export async function queuedScans(eventId: string): Promise<QueuedScan[]> {
  const all = await (await door()).getAllFromIndex("queue", "byEvent", eventId);
  return all.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function dropQueued(nonces: string[]) {
  const db = await door();
  const tx = db.transaction("queue", "readwrite");
  for (const n of nonces) await tx.store.delete(n);
  await tx.done;
}
