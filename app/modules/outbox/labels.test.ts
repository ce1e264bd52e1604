import { describe, expect, it } from "vitest";
import { OUTBOX_STATUS } from "~/modules/outbox/labels";
import { outboxStatusEnum } from "~/modules/outbox/schema";

describe("OUTBOX_STATUS", () => {
  it("labels exactly the statuses the database knows", () => {
    expect([...OUTBOX_STATUS.values].sort()).toEqual([...outboxStatusEnum.enumValues].sort());
  });
});
