import path from "node:path";
import sharp from "sharp";
import {
  bestThumbnail,
  needsFetch,
  plannedFetches,
  RECHECK_FOUND_DAYS,
  RECHECK_MISSING_DAYS,
  sixteenByNine,
  thumbnailOrigin,
  thumbnailSourceUrl,
  type CacheEntry,
  type ImageAnswer,
  type ThumbnailName,
} from "./thumbnails";

const image = Buffer.from("jpeg");

/** A host that has only the given sizes, recording what was asked. */
function host(has: ThumbnailName[]) {
  const asked: ThumbnailName[] = [];
  const fetchImage = async (name: ThumbnailName): Promise<ImageAnswer> => {
    asked.push(name);
    return has.includes(name) ? { ok: true, bytes: image } : { ok: false, status: 404 };
  };
  return { asked, fetchImage };
}

describe("choosing a video's thumbnail", () => {
  it("takes maxresdefault when the video has it, asking nothing more", async () => {
    const { asked, fetchImage } = host(["maxresdefault", "hq720", "hqdefault"]);
    expect(await bestThumbnail(fetchImage)).toEqual({ found: true, name: "maxresdefault", bytes: image });
    expect(asked).toEqual(["maxresdefault"]);
  });

  it("falls back size by size, best first", async () => {
    const { asked, fetchImage } = host(["sddefault", "hqdefault"]);
    expect(await bestThumbnail(fetchImage)).toMatchObject({ found: true, name: "sddefault" });
    expect(asked).toEqual(["maxresdefault", "hq720", "sddefault"]);
  });

  it("says which sizes were refused when none exists", async () => {
    const { fetchImage } = host([]);
    expect(await bestThumbnail(fetchImage)).toEqual({
      found: false,
      reason: "no size of it exists (maxresdefault 404, hq720 404, sddefault 404, hqdefault 404)",
    });
  });

  it("lets a network failure through, so the build can tell an unreachable host from a missing video", async () => {
    await expect(bestThumbnail(() => Promise.reject(new Error("ENOTFOUND")))).rejects.toThrow("ENOTFOUND");
  });

  it("asks the configured origin, YouTube's image host by default", () => {
    expect(thumbnailOrigin({})).toBe("https://i.ytimg.com");
    expect(thumbnailOrigin({ CORSI_THUMBNAIL_ORIGIN: "http://127.0.0.1:9300/" })).toBe("http://127.0.0.1:9300");
    expect(thumbnailSourceUrl("https://i.ytimg.com", "kgN7veo9tC0", "hq720")).toBe(
      "https://i.ytimg.com/vi/kgN7veo9tC0/hq720.jpg",
    );
  });
});

describe("cropping a thumbnail to the player's 16:9", () => {
  it("keeps a 16:9 picture whole", () => {
    expect(sixteenByNine(1280, 720)).toEqual({ left: 0, top: 0, width: 1280, height: 720 });
  });

  it("cuts the black bars of YouTube's 4:3 sizes", () => {
    expect(sixteenByNine(480, 360)).toEqual({ left: 0, top: 45, width: 480, height: 270 });
    expect(sixteenByNine(640, 480)).toEqual({ left: 0, top: 60, width: 640, height: 360 });
  });

  it("cuts the sides of a picture wider than 16:9", () => {
    expect(sixteenByNine(2000, 720)).toEqual({ left: 360, top: 0, width: 1280, height: 720 });
  });

  it("leaves no black row in the letterboxed fixture", async () => {
    const file = sharp(path.resolve("e2e/fixtures/thumbnails/letterboxed.jpg"));
    const { width, height } = await file.metadata();
    const region = sixteenByNine(width!, height!);
    const { data, info } = await file.extract(region).raw().toBuffer({ resolveWithObject: true });
    const rowBrightness = (row: number) => {
      const start = row * info.width * info.channels;
      const values = data.subarray(start, start + info.width * info.channels);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(info.height).toBe(270);
    expect(rowBrightness(0)).toBeGreaterThan(40);
    expect(rowBrightness(info.height - 1)).toBeGreaterThan(40);
  });
});

describe("what a build that does not start clean asks the host again", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const origin = "https://i.ytimg.com";
  const now = Date.UTC(2026, 10, 23);
  const found: CacheEntry = { origin, checkedAt: now - DAY, found: true, name: "hq720" };
  const missing: CacheEntry = { origin, checkedAt: now - DAY, found: false, reason: "no size of it exists" };
  const ask = (
    entry: CacheEntry | undefined,
    more: { pictureCached?: boolean; at?: number; youtubeId?: string } = {},
  ) =>
    needsFetch(entry, {
      origin,
      now: more.at ?? now,
      youtubeId: more.youtubeId ?? "dQw4w9WgXcQ",
      pictureCached: more.pictureCached ?? true,
    });

  it("asks about a video the cache knows nothing of: only the new ones, on a rebuild", () => {
    expect(ask(undefined)).toBe(true);
    expect(ask(found)).toBe(false);
  });

  it("remembers a video without a thumbnail, so each rebuild does not ask about it again", () => {
    expect(ask(missing, { pictureCached: false })).toBe(false);
  });

  it("asks again when the cached picture is gone, or came from another host", () => {
    expect(ask(found, { pictureCached: false })).toBe(true);
    expect(ask({ ...found, origin: "http://127.0.0.1:9999" })).toBe(true);
  });

  it("asks again once an answer is old, found ones later than missing ones, spread by video", () => {
    const at = (days: number) => now - DAY + days * DAY;
    expect(ask(found, { at: at(RECHECK_FOUND_DAYS - 1) })).toBe(false);
    expect(ask(found, { at: at(2 * RECHECK_FOUND_DAYS) })).toBe(true);
    expect(ask(missing, { at: at(RECHECK_MISSING_DAYS - 1), pictureCached: false })).toBe(false);
    expect(ask(missing, { at: at(2 * RECHECK_MISSING_DAYS), pictureCached: false })).toBe(true);
    // Thumbnails fetched on the same day come due on different days.
    const due = (youtubeId: string) =>
      Array.from({ length: 2 * RECHECK_FOUND_DAYS }, (_, day) => day).find((day) =>
        ask(found, { at: at(day), youtubeId }),
      );
    expect(new Set(["aaaaaaaaaaa", "bbbbbbbbbbb", "ccccccccccc", "ddddddddddd"].map(due)).size).toBeGreaterThan(1);
  });
});

describe("how many thumbnails a build makes", () => {
  const videos = ["a", "b", "c", "d", "e"];
  const plan = (due: string[], pictured: string[], limit: number) =>
    plannedFetches(videos, {
      isDue: (video) => due.includes(video),
      hasPicture: (video) => pictured.includes(video),
      limit,
    });

  it("asks about every due video when they fit, in the content's order", () => {
    expect(plan(["a", "c", "e"], [], 10)).toEqual({ now: ["a", "c", "e"], waiting: 0 });
  });

  it("asks about the first ones up to its limit and counts the rest that have no picture yet", () => {
    expect(plan(videos, [], 2)).toEqual({ now: ["a", "b"], waiting: 3 });
  });

  it("does not count as waiting a video whose re-check is put off: it keeps its picture meanwhile", () => {
    expect(plan(videos, ["d"], 2)).toEqual({ now: ["a", "b"], waiting: 2 });
  });

  it("asks about one video on a rebuild after one was added, whatever the limit", () => {
    expect(plan(["e"], ["a", "b", "c", "d"], 1)).toEqual({ now: ["e"], waiting: 0 });
  });
});
