import { describe, expect, it } from "vitest";
import { createReadTimer } from "~/modules/content/read-timer";

function run(timer: ReturnType<typeof createReadTimer>, from: number, to: number, active: boolean, step = 250) {
  let fired = 0;
  for (let t = from; t <= to; t += step) if (timer.tick(active, t)) fired++;
  return fired;
}

describe("read timer", () => {
  it("fires once after 5 s of focused, visible reading", () => {
    const t = createReadTimer(5_000, 0);
    expect(run(t, 0, 4_750, true)).toBe(0);
    expect(t.tick(true, 5_000)).toBe(true);
    expect(run(t, 5_250, 20_000, true)).toBe(0);
  });

  it("never accrues while hidden or unfocused", () => {
    const t = createReadTimer(5_000, 0);
    expect(run(t, 0, 60_000, false)).toBe(0);
    expect(t.accruedMs).toBe(0);
  });

  it("does not count the hidden gap when the reader comes back", () => {
    const t = createReadTimer(5_000, 0);
    run(t, 0, 3_000, true);
    t.tick(false, 3_100); // tab hidden
    // throttled: next tick only 10 minutes later, already visible again
    expect(t.tick(true, 603_100)).toBe(false);
    expect(t.accruedMs).toBeLessThan(3_200);
    expect(run(t, 603_350, 606_000, true)).toBe(1);
  });

  it("caps a single throttled step at one second", () => {
    const t = createReadTimer(5_000, 0);
    t.tick(true, 0);
    expect(t.tick(true, 60_000)).toBe(false);
    expect(t.accruedMs).toBe(1_000);
  });
});
