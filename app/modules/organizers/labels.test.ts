import { describe, expect, it } from "vitest";
import { SALES_NOTIFICATIONS } from "~/modules/organizers/labels";
import { salesNotificationEnum } from "~/modules/people/schema";

describe("SALES_NOTIFICATIONS", () => {
  it("offers exactly the choices the database stores", () => {
    expect([...SALES_NOTIFICATIONS.values].sort()).toEqual([...salesNotificationEnum.enumValues].sort());
  });
});
