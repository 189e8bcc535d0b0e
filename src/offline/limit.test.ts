import { entriesOverLimit, type KeptEntry, type KeepingLimits } from "./limit";
import { KEEPING_LIMITS, type KeptKind } from "./rules";

const MB = 1024 * 1024;
const entry = (kind: KeptKind, n: number, bytes = 1000): KeptEntry => ({ kind, url: `/${kind}/${n}`, at: n, bytes });
const names = (entries: readonly KeptEntry[]) => entries.map((kept) => kept.url);

describe("entriesOverLimit: what the offline worker drops to stay within its limits", () => {
  it("drops nothing while every kind is within its count and the whole within its bytes", () => {
    const entries = [entry("page", 1), entry("page", 2), entry("picture", 3), entry("hashed", 4)];
    expect(entriesOverLimit(entries)).toEqual([]);
  });

  it("drops the pages kept longest ago beyond 200, whatever the order they are listed in", () => {
    const pages = Array.from({ length: 203 }, (_, n) => entry("page", n + 1)).reverse();
    expect(KEEPING_LIMITS.entries.page).toBe(200);
    expect(names(entriesOverLimit(pages))).toEqual(["/page/1", "/page/2", "/page/3"]);
  });

  it("counts each kind against its own limit: many pictures never push a page out", () => {
    const limits: KeepingLimits = { ...KEEPING_LIMITS, entries: { ...KEEPING_LIMITS.entries, picture: 2 } };
    const entries = [entry("page", 1), entry("picture", 2), entry("picture", 3), entry("picture", 4)];
    expect(names(entriesOverLimit(entries, limits))).toEqual(["/picture/2"]);
  });

  it("beyond the bytes of all kinds together, drops the oldest first, of any kind, until the rest fits", () => {
    expect(KEEPING_LIMITS.bytes).toBe(25 * MB);
    const entries = [entry("picture", 1, 5 * MB), entry("page", 2, 10 * MB), entry("hashed", 3, 10 * MB)];
    expect(entriesOverLimit(entries)).toEqual([]);
    const more = [...entries, entry("page", 4, 2 * MB)];
    expect(names(entriesOverLimit(more))).toEqual(["/picture/1"]);
    const most = [...more, entry("page", 5, 9 * MB)];
    expect(names(entriesOverLimit(most))).toEqual(["/picture/1", "/page/2"]);
  });

  it("never keeps an older entry after dropping a newer one for its size", () => {
    const entries = [entry("page", 1, 1000), entry("page", 2, 26 * MB), entry("page", 3, 1000)];
    expect(names(entriesOverLimit(entries))).toEqual(["/page/1", "/page/2"]);
  });
});
