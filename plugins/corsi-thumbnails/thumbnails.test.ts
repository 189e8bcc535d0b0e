import path from "node:path";
import sharp from "sharp";
import {
  bestThumbnail,
  sixteenByNine,
  thumbnailOrigin,
  thumbnailSourceUrl,
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
