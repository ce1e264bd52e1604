import { beforeAll, describe, expect, it } from "vitest";
import { recordEventTraffic } from "~/modules/reporting/record-event-traffic.server";
import { getOrganizerStatsView } from "~/modules/reporting/organizer-stats.server";
import { statsExport } from "~/modules/reporting/export-stats.server";
import { csvExportStream } from "~/ui/back-office/export.server";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("organizer stats", () => {
  it("counts views and checkout starts without bots, sales per day and category, and exports them as CSV", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const other = await makeOrganizer();
    const event = await makeOrganizerEvent(org, { title: "Hafenkonzert" });
    const foreign = await makeOrganizerEvent(other);
    const host = "stadtpuls.test";
    await recordEventTraffic({ eventId: event.id, kind: "view", userAgent: BROWSER, referrer: "https://stadtpuls.test/luebeck", ownHost: host });
    await recordEventTraffic({ eventId: event.id, kind: "view", userAgent: BROWSER, referrer: "https://stadtpuls.test/luebeck/search?q=hafen", ownHost: host });
    await recordEventTraffic({ eventId: event.id, kind: "view", userAgent: BROWSER, referrer: "https://instagram.com/x", ownHost: host });
    expect(await recordEventTraffic({ eventId: event.id, kind: "view", userAgent: BOT, referrer: "", ownHost: host })).toEqual({ counted: false });
    await recordEventTraffic({ eventId: event.id, kind: "checkout", userAgent: BROWSER, referrer: "https://stadtpuls.test/luebeck", ownHost: host });
    await recordEventTraffic({ eventId: foreign.id, kind: "view", userAgent: BROWSER, referrer: "", ownHost: host });
    await bookEvent(event, 3);
    await bookEvent(foreign, 1);

    const s = await getOrganizerStatsView(org.actor, {});
    expect(s.totals.tickets).toBe(3);
    expect(s.totals.revenueCents).toBe(4500);
    expect(s.funnel).toMatchObject({ views: 3, checkoutStarts: 1, paid: 1 });
    expect(s.sources.find((x) => x.source === "city_home")).toMatchObject({ label: "Stadtseite", views: 1, checkoutStarts: 1 });
    expect(s.sources.find((x) => x.source === "external")?.views).toBe(1);
    expect(s.categories).toEqual([{ name: "Stehplatz", tickets: 3, revenueCents: 4500 }]);
    expect(s.topEvents[0]).toMatchObject({ title: "Hafenkonzert", tickets: 3 });
    expect(s.daily).toHaveLength(30);
    expect(s.daily.at(-1)).toMatchObject({ tickets: 3, revenue: 4500 });

    await expect(getOrganizerStatsView(org.actor, { event: foreign.id })).rejects.toMatchObject({ code: "EVENT_NOT_FOUND", status: 404 });

    const spec = await statsExport(org.actor, { period: "7d" });
    const reader = csvExportStream(spec).getReader();
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const lines = text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Datum;Verkaufte Tickets;Einnahmen netto (EUR)");
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^\d{2}\.\d{2}\.\d{4};3;45,00$/);
  });
});
