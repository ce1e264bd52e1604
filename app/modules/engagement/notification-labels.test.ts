import { describe, expect, it } from "vitest";
import { DIGEST_FREQUENCY, NOTIFICATION_CATEGORIES, OFFERED_CATEGORIES } from "~/modules/engagement/notification-labels";
import { digestFrequencyEnum, NOTIFICATION_CATEGORIES as STORED_CATEGORIES } from "~/modules/engagement/schema";

/** The product's code (tests aside), as text: who creates notifications of which category. */
const sources = import.meta.glob<string>(["/app/modules/**/*.server.ts", "!/app/modules/**/*.test.ts"], { query: "?raw", import: "default", eager: true });
const senders = (category: string) => Object.keys(sources).filter((file) => new RegExp(`category: "${category}"`).test(sources[file]!));

describe("notification settings offer no switch that does nothing", () => {
  it("every category the settings page offers has a sender, and every category with a sender is offered", () => {
    for (const { category } of OFFERED_CATEGORIES) expect(senders(category), `${category} is offered but nothing sends it`).not.toEqual([]);
    const offered = new Set(OFFERED_CATEGORIES.map((c) => c.category));
    for (const category of NOTIFICATION_CATEGORIES) if (!offered.has(category)) expect(senders(category), `${category} is sent but not offered`).toEqual([]);
  });
});

describe("notification enums", () => {
  it("label exactly the categories and digest frequencies the database knows", () => {
    expect([...NOTIFICATION_CATEGORIES]).toEqual([...STORED_CATEGORIES]);
    expect([...DIGEST_FREQUENCY.values]).toEqual([...digestFrequencyEnum.enumValues]);
  });
});
