/** @jest-environment node */
// Node, not jsdom: the reader asks the stand-in, a real local server, with Node's fetch.
import { apiClient } from "../../plugins/shared/youtube/client";
import { startYouTubeApiServer, type YouTubeApiServer } from "../stand-ins/youtubeApi";
import { firstAvailableLesson, readPlaylistEntry, readVideoEntries } from "./entryFacts";

describe("reading an entry's facts from the API", () => {
  let api: YouTubeApiServer;
  beforeAll(async () => {
    api = await startYouTubeApiServer();
  });
  afterAll(() => api.close());
  const client = () => apiClient({ origin: api.origin, key: "test-key", maxCalls: 20, timeoutMs: 2000 });

  it("reads a video's title, channel, language and day, and leaves out deleted and private videos", async () => {
    const videos = await readVideoEntries(client(), ["fixAdd00001", "fixDel00001", "fixAdd00005", "fixAdd00002"]);
    expect([...videos.keys()]).toEqual(["fixAdd00001", "fixAdd00002"]);
    expect(videos.get("fixAdd00001")).toEqual({
      youtubeId: "fixAdd00001",
      title: "Git & GitHub: أساسيات للمبتدئين",
      channel: "Codezilla",
      languageTag: "ar-EG",
      language: "Arabic",
      published: "2023-05-04",
      playsInCorsi: true,
    });
    expect(videos.get("fixAdd00002")).toMatchObject({ languageTag: "en-US", language: "English" });
  });

  it("says when a video plays on YouTube only", async () => {
    expect((await readVideoEntries(client(), ["fixAdd00006"])).get("fixAdd00006")).toMatchObject({
      title: "Kotlin 0: A lesson that may not be embedded",
      playsInCorsi: false,
    });
  });

  it("reads a playlist's own facts, and nothing for one YouTube does not have", async () => {
    expect(await readPlaylistEntry(client(), "PLfixtureShort01")).toEqual({
      playlistId: "PLfixtureShort01",
      title: "Go basics",
      channel: "Fixture Academy",
      languageTag: "en-GB",
      language: "English",
      published: "2020-01-02",
    });
    expect(await readPlaylistEntry(client(), "PLfixtureNoSuchList")).toBeUndefined();
  });

  it("finds the first lesson anyone can watch, past private, withdrawn and unembeddable ones, on a later page", async () => {
    api.requests.length = 0;
    expect(await firstAvailableLesson(client(), "PLfixtureAdd0001")).toMatchObject({
      youtubeId: "fixAdd00007",
      title: "Kotlin 1: Setting up",
    });
    expect(
      api.requests.map(({ endpoint, params }) => `${endpoint} ${params.get("id") ?? params.get("pageToken")}`),
    ).toEqual([
      "playlistItems null",
      "videos fixGon00001",
      "playlistItems ADD-PAGE-2",
      "videos fixAdd00006,fixAdd00007,fixAdd00008",
    ]);
  });
});
