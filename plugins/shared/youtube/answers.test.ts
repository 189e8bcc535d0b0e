/** @jest-environment node */
// Node, not jsdom: the answers are asked of the stand-in, a real local server, with Node's fetch.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  STAND_IN_TIMEOUT_MS,
  startYouTubeApiServer,
  type YouTubeApiServer,
} from "../../../scripts/stand-ins/youtubeApi";
import {
  captionsOf,
  isoSeconds,
  lengthOf,
  listVideos,
  playlistItemsPage,
  playlistSnippet,
  publishedDay,
  viewsOf,
} from "./answers";
import { apiClient } from "./client";
import { ApiTrouble } from "./troubles";

describe("isoSeconds", () => {
  it.each([
    ["PT1H2M3S", 3723],
    ["PT45S", 45],
    ["PT10M", 600],
    ["PT2H", 7200],
    ["P1DT2M", 86520],
    ["P0D", 0],
  ])("reads %s as %i seconds", (duration, seconds) => {
    expect(isoSeconds(duration)).toBe(seconds);
  });

  it.each(["", "P", "PT", "1:02:03", "PT1.5S", "pt1m"])("refuses %j", (duration) => {
    expect(isoSeconds(duration)).toBeUndefined();
  });
});

describe("lengthOf", () => {
  it("is a video's length, and none for a premiere's or a live stream's P0D or a video without one", () => {
    expect(lengthOf({ id: "a", contentDetails: { duration: "PT12M" } })).toBe(720);
    expect(lengthOf({ id: "a", contentDetails: { duration: "P0D" } })).toBeUndefined();
    expect(lengthOf({ id: "a" })).toBeUndefined();
  });
});

describe("the answers, as asked", () => {
  let api: YouTubeApiServer;
  beforeAll(async () => {
    api = await startYouTubeApiServer();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.fail(undefined);
    api.requests.length = 0;
  });
  const client = () => apiClient({ origin: api.origin, key: "test-key", maxCalls: 20, timeoutMs: STAND_IN_TIMEOUT_MS });

  it("lists the videos asked for with the parts asked, leaving out the deleted and the private", async () => {
    const answer = await listVideos(client(), ["fixAdd00001", "fixDel00001", "fixAdd00005"], ["snippet", "status"]);
    expect(answer.items.map(({ id }) => id)).toEqual(["fixAdd00001"]);
    expect(answer.items[0].snippet).toMatchObject({
      title: "Git & GitHub: أساسيات للمبتدئين",
      channelTitle: "Codezilla",
    });
    expect(answer.items[0].contentDetails).toBeUndefined();
    expect(api.requests[0].params.get("part")).toBe("snippet,status");
  });

  it("reads a playlist's snippet, and none for a playlist YouTube does not have", async () => {
    expect(await playlistSnippet(client(), "PLfixtureShort01")).toMatchObject({ title: "Go basics" });
    expect(await playlistSnippet(client(), "PLfixtureNoSuchList")).toBeUndefined();
  });

  it("reads a playlist's items a page at a time, each page naming the next", async () => {
    const first = await playlistItemsPage(client(), "PLfixtureAdd0001");
    expect(first.nextPageToken).toBe("ADD-PAGE-2");
    const second = await playlistItemsPage(client(), "PLfixtureAdd0001", first.nextPageToken);
    expect(second.nextPageToken).toBeUndefined();
    expect(api.requests.map(({ params }) => params.get("pageToken"))).toEqual([null, "ADD-PAGE-2"]);
  });

  it("reads what a card shows of a video: the day, the spoken language, the captions, the views", async () => {
    const [video] = (await listVideos(client(), ["fixVid00001"], ["snippet", "contentDetails", "statistics"])).items;
    expect(publishedDay(video.snippet)).toBe("2019-03-10");
    expect(video.snippet?.defaultAudioLanguage).toBe("ar");
    expect(captionsOf(video)).toBe(true);
    expect(viewsOf(video)).toBe(1_234_567);
    expect(lengthOf(video)).toBe(720);
  });

  it("leaves out a shown fact that is not as documented, alone: the batch's lengths still read", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "corsi-answers-"));
    const fine = { kind: "youtube#video", id: "fixFine0001", contentDetails: { duration: "PT5M", caption: "false" } };
    const odd = {
      kind: "youtube#video",
      id: "fixOdd00001",
      snippet: { title: "A video", publishedAt: 20190310, defaultAudioLanguage: ["ar"] },
      contentDetails: { duration: "PT10M", caption: true },
      statistics: { viewCount: "many", likeCount: "2" },
    };
    const untitled = { kind: "youtube#video", id: "fixOdd00002", snippet: { publishedAt: "2020-01-01T00:00:00Z" } };
    writeFileSync(path.join(folder, "videos.json"), JSON.stringify([fine, odd, untitled]));
    const other = await startYouTubeApiServer({ folder });
    try {
      const asked = apiClient({ origin: other.origin, key: "k", maxCalls: 5, timeoutMs: STAND_IN_TIMEOUT_MS });
      const answer = await listVideos(
        asked,
        ["fixFine0001", "fixOdd00001", "fixOdd00002"],
        ["snippet", "contentDetails", "statistics"],
      );
      const [first, second, third] = answer.items;
      expect([lengthOf(first), captionsOf(first)]).toEqual([300, false]);
      expect(second.snippet).toEqual({ title: "A video", publishedAt: undefined, defaultAudioLanguage: undefined });
      expect([lengthOf(second), captionsOf(second), viewsOf(second)]).toEqual([600, undefined, undefined]);
      // A snippet without its title is left out whole; the video is still answered for.
      expect(third).toMatchObject({ id: "fixOdd00002", snippet: undefined });
    } finally {
      await other.close();
    }
  });

  it("calls an answer not as documented malformed, naming where", async () => {
    api.fail("malformed");
    await expect(listVideos(client(), ["fixAdd00001"], ["status"])).rejects.toEqual(
      new ApiTrouble("malformed", "videos: not JSON"),
    );
  });
});
