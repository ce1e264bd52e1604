import { describe, expect, it } from "vitest";
import { EVENT_STATUS } from "~/modules/events/labels";
import { eventStatusEnum } from "~/modules/events/schema";

describe("EVENT_STATUS", () => {
  it("labels exactly the statuses the database knows", () => {
    expect([...EVENT_STATUS.values].sort()).toEqual([...eventStatusEnum.enumValues].sort());
    expect(EVENT_STATUS.options().map((o) => o.label)).toEqual(["Entwurf", "Veröffentlicht", "Ausverkauft", "Abgesagt"]);
    expect(EVENT_STATUS.tone("cancelled")).toBe("danger");
  });
});
