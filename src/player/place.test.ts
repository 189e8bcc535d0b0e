import { keptPlace, reachedEnd, writeDue, WRITE_EVERY_MS } from "./place";
import { nextMayStart } from "./nextCourse";

describe("where the learner stopped", () => {
  it("is kept from 10 s in until the last 30 s, in whole seconds", () => {
    expect(keptPlace(754.7, 3600)).toBe(754);
    expect(keptPlace(9.9, 3600)).toBeUndefined();
    expect(keptPlace(10, 3600)).toBe(10);
    expect(keptPlace(3569, 3600)).toBe(3569);
    expect(keptPlace(3570, 3600)).toBeUndefined();
  });

  it("is never kept for a video under a minute, or of unknown length", () => {
    expect(keptPlace(30, 59)).toBeUndefined();
    expect(keptPlace(30, undefined)).toBeUndefined();
    expect(keptPlace(30, 0)).toBeUndefined();
  });

  it("reaches the end in the last 30 s (a short video at its very end), never in the middle", () => {
    expect(reachedEnd(3570, 3600)).toBe(true);
    expect(reachedEnd(3569, 3600)).toBe(false);
    expect(reachedEnd(1800, 3600)).toBe(false);
    expect(reachedEnd(40, 45)).toBe(false);
    expect(reachedEnd(44.5, 45)).toBe(true);
    expect(reachedEnd(500, undefined)).toBe(false);
  });

  it("is written at most every few seconds while playing (at most about 12 writes a minute)", () => {
    expect(writeDue(undefined, 1000)).toBe(true);
    expect(writeDue(1000, 1000 + WRITE_EVERY_MS - 1)).toBe(false);
    expect(writeDue(1000, 1000 + WRITE_EVERY_MS)).toBe(true);
    let writes = 0;
    let last: number | undefined;
    // A report every 250 ms for a minute, as the player sends them.
    for (let now = 0; now < 60_000; now += 250)
      if (writeDue(last, now)) {
        writes += 1;
        last = now;
      }
    expect(writes).toBeLessThanOrEqual(12);
  });
});

describe("the next course's countdown", () => {
  it("plays the next course at its end unless cancelled, paused or scrolled away", () => {
    expect(nextMayStart({ cancelled: false, paused: false, inView: true })).toBe(true);
    expect(nextMayStart({ cancelled: true, paused: false, inView: true })).toBe(false);
    expect(nextMayStart({ cancelled: false, paused: true, inView: true })).toBe(false);
    expect(nextMayStart({ cancelled: false, paused: false, inView: false })).toBe(false);
  });
});
