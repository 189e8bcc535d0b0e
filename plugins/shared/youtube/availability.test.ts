import type { PlaylistItem, VideosAnswer } from "./answers";
import { isComplete, isEmbeddable, itemVideoId, playsInCorsi } from "./availability";

const item = (title: string, videoId?: string, privacyStatus?: string): PlaylistItem => ({
  snippet: { title, position: 0, resourceId: { videoId } },
  ...(privacyStatus ? { status: { privacyStatus } } : {}),
});

describe("itemVideoId: a playlist item's video anyone may watch", () => {
  it("is the item's video id, public or unlisted", () => {
    expect(itemVideoId(item("Lesson 1", "fixLes00001", "public"))).toBe("fixLes00001");
    expect(itemVideoId(item("Lesson 1", "fixLes00001", "unlisted"))).toBe("fixLes00001");
    expect(itemVideoId(item("Lesson 1", "fixLes00001"))).toBe("fixLes00001");
  });

  it.each([
    ["a private item", item("Lesson 1", "fixLes00001", "private")],
    ["an item of unknown privacy", item("Lesson 1", "fixLes00001", "privacyStatusUnspecified")],
    ["a private video's place", item("Private video", "fixLes00001", "public")],
    ["a deleted video's place", item("Deleted video", "fixLes00001")],
    ["an item without a video", item("Lesson 1")],
    ["an id that is no video's", item("Lesson 1", "fixLes0001")],
  ])("is none for %s", (_what, playlistItem) => {
    expect(itemVideoId(playlistItem)).toBeUndefined();
  });
});

describe("what Corsi's player may show", () => {
  it("is a video not private whose owner lets other sites embed it", () => {
    expect(playsInCorsi({ privacyStatus: "public", embeddable: true })).toBe(true);
    expect(playsInCorsi({ privacyStatus: "unlisted" })).toBe(true);
    expect(playsInCorsi(undefined)).toBe(true);
    expect(playsInCorsi({ privacyStatus: "public", embeddable: false })).toBe(false);
    expect(playsInCorsi({ privacyStatus: "private", embeddable: true })).toBe(false);
    expect([isEmbeddable({ embeddable: false }), isEmbeddable({}), isEmbeddable(undefined)]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe("isComplete: an answer that proves a video it leaves out gone", () => {
  const answer = (extra: Partial<VideosAnswer>): VideosAnswer => ({ items: [], ...extra });
  it("holds every result, with no page to come", () => {
    expect(isComplete(answer({}), 0)).toBe(true);
    expect(isComplete(answer({ pageInfo: { totalResults: 2 } }), 2)).toBe(true);
    expect(isComplete(answer({ nextPageToken: "" }), 0)).toBe(true);
  });

  it("is not when more is to come, or the total says more than it holds", () => {
    expect(isComplete(answer({ nextPageToken: "more" }), 2)).toBe(false);
    expect(isComplete(answer({ pageInfo: { totalResults: 3 } }), 2)).toBe(false);
  });
});
