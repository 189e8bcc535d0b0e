/**
 * @jest-environment node
 */
// The schema runs in the browser; Node has the same TextEncoder, TextDecoder, atob and btoa (jsdom has no TextEncoder).
import { type LearnerList, LIST_FORMAT, LIST_VERSION, MAX_LIST_BYTES } from "./list";
import { decodeShare, encodeShare, migrate, readListText } from "./schema";

const valid = {
  format: LIST_FORMAT,
  version: LIST_VERSION,
  videos: {
    "abcDEF12_-x": { title: "Python من الصفر <b>bold</b>", topic: "تعلم-بايثون", saved: true },
    ZYXwvu98765: { title: "Go", topic: "go-learning", playlist: "PLabcdefghijk", watched: true },
    Course12345: { title: "A course", topic: "go-learning", playlist: "PLcourse12345", lessons: ["Lesson00001"] },
  },
};

describe("reading a list from a file or a link", () => {
  it("accepts a Corsi list, keeping its texts as they are", () => {
    const reading = readListText(JSON.stringify(valid));
    expect(reading).toEqual({ list: valid });
  });

  it("accepts a saved paid course beside the videos", () => {
    const withCourse = {
      ...valid,
      videos: { ...valid.videos, "paid:complete-react": { title: "React", saved: true } },
    };
    expect(readListText(JSON.stringify(withCourse))).toEqual({ list: withCourse });
  });

  it("leaves out entries that are neither saved nor watched, and unknown fields", () => {
    const reading = readListText(
      JSON.stringify({ ...valid, extra: 1, videos: { ...valid.videos, AAAAAAAAAAA: { title: "Nothing" } } }),
    );
    expect(reading).toEqual({ list: valid });
  });

  it.each([
    ["not JSON", "{ format: corsi"],
    ["another program's JSON", JSON.stringify({ name: "my playlist", videos: [] })],
    ["a list without its format", JSON.stringify({ ...valid, format: undefined })],
    [
      "a video id that is not YouTube's",
      JSON.stringify({ ...valid, videos: { "../../etc": { title: "x", saved: true } } }),
    ],
    ["a title that is not a text", JSON.stringify({ ...valid, videos: { AAAAAAAAAAA: { title: 3, saved: true } } })],
    ["an array", "[]"],
  ])("refuses %s", (_what, text) => {
    expect(readListText(text)).toEqual({ problem: "notAList" });
  });

  it("refuses more than 1 MB", () => {
    const title = "x".repeat(400);
    const videos = Object.fromEntries(
      Array.from({ length: 3000 }, (_, index) => [String(index).padStart(11, "0"), { title, saved: true }]),
    );
    const text = JSON.stringify({ ...valid, videos });
    expect(text.length).toBeGreaterThan(MAX_LIST_BYTES);
    expect(readListText(text)).toEqual({ problem: "tooLarge" });
  });

  it("refuses a list from a newer version, saying so", () => {
    expect(readListText(JSON.stringify({ ...valid, version: LIST_VERSION + 1 }))).toEqual({ problem: "newer" });
  });

  it("refuses ticked lessons that are not YouTube ids", () => {
    const videos = { ...valid.videos, Course12345: { title: "A course", lessons: ["../x"] } };
    expect(readListText(JSON.stringify({ ...valid, videos }))).toEqual({ problem: "notAList" });
  });

  it("reads a version 1 list (before lessons) as it was, nothing lost", () => {
    const older = { format: LIST_FORMAT, version: 1, videos: { ZYXwvu98765: valid.videos.ZYXwvu98765 } };
    expect(readListText(JSON.stringify(older))).toEqual({ list: { ...older, version: LIST_VERSION } });
  });
});

describe("a list with the places the player kept (version 3)", () => {
  it("reads a version 2 file (today's before places), lessons and all, as version 3 without places", () => {
    const older = {
      format: LIST_FORMAT,
      version: 2,
      videos: { Course12345: { title: "A course", playlist: "PLabcdefghij", lessons: ["abcdefghijk"] } },
    };
    expect(readListText(JSON.stringify(older))).toEqual({ list: { ...older, version: LIST_VERSION } });
  });

  it("reads a place, a course's lesson with it, and refuses one that is not whole seconds", () => {
    const placed = { ...valid, videos: { ZYXwvu98765: { title: "A", position: 754, lesson: "abcdefghijk" } } };
    expect(readListText(JSON.stringify(placed))).toEqual({ list: placed });
    const broken = { ...valid, videos: { ZYXwvu98765: { title: "A", position: 12.5 } } };
    expect(readListText(JSON.stringify(broken))).toEqual({ problem: "notAList" });
  });
});

describe("migrating a list", () => {
  it("keeps a list of the current version as it is", () => {
    expect(migrate(valid)).toEqual({ value: valid });
  });

  it("brings an older list up step by step", () => {
    const steps = {
      1: (list: Record<string, unknown>) => ({ ...list, version: 2, steps: ["1→2"] }),
      2: (list: Record<string, unknown>) => ({ ...list, version: 3, steps: [...(list.steps as string[]), "2→3"] }),
    };
    expect(migrate({ format: LIST_FORMAT, version: 1, videos: {} }, 3, steps)).toEqual({
      value: { format: LIST_FORMAT, version: 3, videos: {}, steps: ["1→2", "2→3"] },
    });
  });

  it("refuses a version it has no step from, or a newer one", () => {
    expect(migrate({ format: LIST_FORMAT, version: 0, videos: {} })).toEqual({ problem: "notAList" });
    expect(migrate({ format: LIST_FORMAT, version: 7, videos: {} })).toEqual({ problem: "newer" });
    expect(migrate({ format: LIST_FORMAT, version: "1", videos: {} })).toEqual({ problem: "notAList" });
  });
});

describe("a shared link", () => {
  it("carries the list in its fragment, Arabic titles included, with nothing a URL must escape", () => {
    const fragment = encodeShare(valid as LearnerList);
    expect(fragment).toMatch(/^list=[A-Za-z0-9_-]+$/);
    expect(decodeShare(`#${fragment}`)).toEqual({ list: valid });
  });

  it.each([
    ["cut short", (fragment: string) => fragment.slice(0, fragment.length - 9)],
    [
      "altered",
      (fragment: string) => fragment.replace(/.$/, (c) => (c === "A" ? "B" : "A")).replace("list=e", "list=f"),
    ],
    ["not base64", () => "list=%%%"],
    ["empty", () => "list="],
    ["of another kind", () => "section-2"],
  ])("refuses a damaged link (%s)", (_what, damage) => {
    const fragment = encodeShare(valid as LearnerList);
    expect(decodeShare(damage(fragment))).toEqual({ problem: "notAList" });
  });
});
