/** @jest-environment node */
// Node, not jsdom: the client asks the stand-in, a real local server, with Node's fetch.
import {
  STAND_IN_TIMEOUT_MS,
  startYouTubeApiServer,
  type YouTubeApiServer,
} from "../../../scripts/stand-ins/youtubeApi";
import { apiClient, youtubeApiOrigin } from "./client";

describe("the API's origin", () => {
  it("is YouTube's, or the stand-in's CORSI_YOUTUBE_API_ORIGIN names", () => {
    expect(youtubeApiOrigin({})).toBe("https://www.googleapis.com");
    expect(youtubeApiOrigin({ CORSI_YOUTUBE_API_ORIGIN: "http://127.0.0.1:9/" })).toBe("http://127.0.0.1:9");
  });
});

describe("apiClient", () => {
  let api: YouTubeApiServer;
  beforeEach(async () => {
    api = await startYouTubeApiServer();
  });
  afterEach(() => api.close());
  const client = (maxCalls = 5, timeoutMs = STAND_IN_TIMEOUT_MS) =>
    apiClient({ origin: api.origin, key: "test-key", maxCalls, timeoutMs });
  const videos = { part: "status", id: "fixAdd00001" };

  it("asks with the key, counts its calls, and makes no call past its bound", async () => {
    const bounded = client(1);
    expect(await bounded.get("videos", videos)).toMatchObject({ items: [{ id: "fixAdd00001" }] });
    await expect(bounded.get("videos", videos)).rejects.toMatchObject({ trouble: "bound", detail: "1 calls made" });
    expect(bounded.calls).toBe(1);
    expect(api.requests.map(({ params }) => params.get("key"))).toEqual(["test-key"]);
  });

  it("turns an error answer into its trouble, and a body that is not JSON into a malformed one", async () => {
    api.fail("quotaExceeded");
    await expect(client().get("videos", videos)).rejects.toMatchObject({
      trouble: "quota",
      detail: "HTTP 403 quotaExceeded",
    });
    api.fail("malformed");
    await expect(client().get("videos", videos)).rejects.toMatchObject({
      trouble: "malformed",
      detail: "videos: not JSON",
    });
  });

  it("tells no answer in time from none at all", async () => {
    api.fail("hang");
    await expect(client(5, 100).get("videos", videos)).rejects.toMatchObject({
      trouble: "timeout",
      detail: "timed out after 0.1 s",
    });
    await api.close();
    await expect(client().get("videos", videos)).rejects.toMatchObject({
      trouble: "unreachable",
      detail: "ECONNREFUSED",
    });
    api = await startYouTubeApiServer();
  });
});
