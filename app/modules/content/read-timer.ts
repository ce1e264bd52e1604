/**
 * Counts focused reading time (spec §4 "Blog view counting"): time only accrues while the
 * page is visible and the window focused; a gap while hidden never counts.
 */
export function createReadTimer(minMs: number, startMs: number) {
  let accrued = 0;
  let last = startMs;
  let wasActive = false;
  let done = false;
  return {
    /** Call regularly and on visibility/focus changes; true exactly once, when minMs is reached. */
    tick(active: boolean, nowMs: number): boolean {
      if (done) return false;
      // only the time since the last tick while it was (and still is) active counts; cap a
      // single step so a throttled timer cannot jump ahead
      if (active && wasActive) accrued += Math.min(Math.max(0, nowMs - last), 1_000);
      last = nowMs;
      wasActive = active;
      if (accrued >= minMs) {
        done = true;
        return true;
      }
      return false;
    },
    get accruedMs() {
      return accrued;
    },
  };
}
