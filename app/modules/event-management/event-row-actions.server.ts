import { z } from "zod";
import { zUuid } from "~/lib/input";
import { AppError, isAppError } from "~/lib/app-error";
import { deleteEvent } from "~/modules/event-management/delete-event.server";
import { duplicateEvent } from "~/modules/event-management/duplicate-event.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";

const rowActionSchema = z.object({
  intent: z.enum(["publish", "duplicate", "delete"], { error: "Unbekannte Aktion." }),
  ids: z.array(zUuid).min(1, "Bitte wählen Sie mindestens ein Event aus.").max(100, "Höchstens 100 Events auf einmal."),
});

export type RowActionOutcome = { intent: "publish" | "duplicate" | "delete"; done: number; failed: Array<{ id: string; message: string }>; lastId: string | null };

/**
 * The list's row and bulk actions (publish, duplicate, delete) over one or many own events.
 * Each event runs through its own use case (own transaction, audit, rights); refusals are collected.
 */
export async function runEventRowAction(input: { actor: EventActor; form: FormData }): Promise<RowActionOutcome> {
  const raw = { intent: input.form.get("intent"), ids: input.form.getAll("ids").concat(input.form.getAll("id")).map(String) };
  const parsed = rowActionSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION", { message: parsed.error.issues[0]?.message });
  const { intent, ids } = parsed.data;
  const failed: RowActionOutcome["failed"] = [];
  let lastId: string | null = null;
  for (const id of ids) {
    try {
      if (intent === "publish") lastId = (await publishEvent({ actor: input.actor, eventId: id })).id;
      if (intent === "duplicate") lastId = (await duplicateEvent({ actor: input.actor, eventId: id })).id;
      if (intent === "delete") lastId = (await deleteEvent({ actor: input.actor, eventId: id })).id;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // one id the actor may not manage: nothing changes, the whole request is a 404
      if (ids.length === 1) throw error;
      failed.push({ id, message: error.userMessage });
    }
  }
  return { intent, done: ids.length - failed.length, failed, lastId };
}
