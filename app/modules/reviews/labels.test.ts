import { describe, expect, it } from "vitest";
import { reportStatusEnum } from "~/modules/audit/schema";
import { reviewStatusEnum } from "~/modules/places/schema";
import { REPORT_STATUS, REVIEW_STATUS } from "~/modules/reviews/labels";

describe("review enums", () => {
  it("label exactly the report statuses the database knows, and review statuses it knows", () => {
    expect([...REPORT_STATUS.values].sort()).toEqual([...reportStatusEnum.enumValues].sort());
    expect(REVIEW_STATUS.values.every((v) => (reviewStatusEnum.enumValues as readonly string[]).includes(v))).toBe(true);
    expect(REPORT_STATUS.options()).toEqual([
      { value: "open", label: "Offen" },
      { value: "resolved", label: "Erledigt" },
      { value: "dismissed", label: "Verworfen" },
    ]);
  });
});
