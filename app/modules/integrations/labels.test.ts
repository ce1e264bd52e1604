import { describe, expect, it } from "vitest";
import { WEBHOOK_DELIVERY_STATUS } from "~/modules/integrations/labels";
import { outboxStatusEnum } from "~/modules/outbox/schema";

describe("WEBHOOK_DELIVERY_STATUS", () => {
  it("labels every status an outbox row can have", () => {
    expect([...WEBHOOK_DELIVERY_STATUS.values].sort()).toEqual([...outboxStatusEnum.enumValues].sort());
  });
});
