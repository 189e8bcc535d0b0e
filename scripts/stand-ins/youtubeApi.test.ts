/** @jest-environment node */
// Node, not jsdom: asks the stand-in, a real local server, with Node's fetch.
import { startYouTubeApiServer, type YouTubeApiServer } from "./youtubeApi";

let api: YouTubeApiServer;
beforeAll(async () => {
  api = await startYouTubeApiServer();
});
afterAll(() => api.close());

async function get(path: string, params: Record<string, string>) {
  const response = await fetch(`${api.origin}${path}?${new URLSearchParams(params)}`);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // oEmbed's refusals are HTML.
  }
  return { status: response.status, body: body as { items?: Record<string, unknown>[]; error?: unknown } };
}

const KEY = { key: "test-key" };

describe("videos.list", () => {
  it("answers each video with the parts asked for only", async () => {
    const { status, body } = await get("/youtube/v3/videos", { ...KEY, part: "snippet", id: "fixAdd00001" });
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(Object.keys(body.items?.[0] ?? {}).sort()).toEqual(["etag", "id", "kind", "snippet"]);
    expect(body.items?.[0].snippet).toMatchObject({
      title: "Git & GitHub: أساسيات للمبتدئين",
      channelTitle: "Codezilla",
      publishedAt: "2023-05-04T21:30:00Z",
      defaultAudioLanguage: "ar-EG",
      defaultLanguage: "en",
    });
  });

  it("answers snippet, contentDetails and status together, in the order of the ids, leaving out deleted and private ones", async () => {
    const { body } = await get("/youtube/v3/videos", {
      ...KEY,
      part: "snippet,contentDetails,status",
      id: "fixAdd00002,fixGon00001,fixAdd00005,fixLes00001,fixAdd00006",
    });
    expect(body.items?.map(({ id }) => id)).toEqual(["fixAdd00002", "fixLes00001", "fixAdd00006"]);
    expect(body.items?.[0]).toHaveProperty("contentDetails.duration", "PT2M7S");
    expect(body.items?.[2]).toHaveProperty("status.embeddable", false);
    // Each with the parts asked for only.
    expect(Object.keys(body.items?.[1] ?? {})).not.toContain("statistics");
  });

  it("answers a video's statistics as YouTube writes them: counts in decimal strings", async () => {
    const { body } = await get("/youtube/v3/videos", { ...KEY, part: "statistics", id: "fixVid00001" });
    expect(body.items?.[0]).toHaveProperty("statistics.viewCount", "1234567");
    expect(Object.keys(body.items?.[0] ?? {})).toEqual(["kind", "etag", "id", "statistics"]);
  });

  it("keeps answering the build's contentDetails as before", async () => {
    const { body } = await get("/youtube/v3/videos", { ...KEY, part: "contentDetails", id: "fixSht00001" });
    expect(body.items).toEqual([
      {
        kind: "youtube#video",
        etag: "etag-video-sht1",
        id: "fixSht00001",
        contentDetails: { duration: "PT9M5S", caption: "false" },
      },
    ]);
  });

  it.each([
    [{ id: "fixAdd00001" }, "required"],
    [{ part: "snippet,views", id: "fixAdd00001" }, "unknownPart"],
  ])("refuses %j as YouTube does (%s)", async (params, reason) => {
    const { status, body } = await get("/youtube/v3/videos", { ...KEY, ...params });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ errors: [{ reason }] });
  });
});

describe("playlists.list", () => {
  it("answers the playlists it has, by id, with their snippet, and leaves out the others", async () => {
    const { status, body } = await get("/youtube/v3/playlists", {
      ...KEY,
      part: "snippet",
      id: "PLfixtureNoSuchList,PLfixtureShort01",
    });
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      id: "PLfixtureShort01",
      snippet: { title: "Go basics", defaultLanguage: "en-GB", publishedAt: "2020-01-02T10:00:00Z" },
    });
    expect(body.items?.[0]).not.toHaveProperty("contentDetails");
  });

  it("asks for a key, as the other endpoints do", async () => {
    expect((await get("/youtube/v3/playlists", { part: "snippet", id: "PLfixtureShort01" })).status).toBe(403);
  });
});

describe("oEmbed", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=fixAdd00001",
      200,
      { title: "Git & GitHub: أساسيات للمبتدئين", author_name: "Codezilla" },
    ],
    [
      "https://www.youtube.com/playlist?list=PLfixtureShort01",
      200,
      { title: "Go basics", author_name: "Fixture Academy" },
    ],
    ["https://www.youtube.com/watch?v=fixDel00001", 404, "Not Found"],
    ["https://www.youtube.com/playlist?list=PLfixtureNoSuchList", 404, "Not Found"],
    ["https://www.youtube.com/watch?v=fixAdd00005", 401, "Unauthorized"],
    ["https://www.youtube.com/watch?v=fixAdd00006", 401, "Unauthorized"],
  ])("answers %s with %i", async (url, status, body) => {
    const answer = await get("/oembed", { url, format: "json" });
    expect(answer.status).toBe(status);
    if (typeof body === "string") expect(answer.body).toBe(body);
    else expect(answer.body).toMatchObject({ ...body, type: "video" });
  });

  it("needs no key, and shows the server's troubles", async () => {
    api.fail("serverError");
    try {
      const { status } = await get("/oembed", { url: "https://youtu.be/fixAdd00001", format: "json" });
      expect(status).toBe(503);
    } finally {
      api.fail(undefined);
    }
    expect(api.requests.filter(({ endpoint }) => endpoint === "oembed").length).toBeGreaterThan(0);
  });

  it("lets any page read its answers, refusals too, unless told to withhold that header", async () => {
    const allowed = async (url: string) =>
      (await fetch(`${api.origin}/oembed?${new URLSearchParams({ url, format: "json" })}`)).headers.get(
        "access-control-allow-origin",
      );
    expect(await allowed("https://youtu.be/fixAdd00001")).toBe("*");
    expect(await allowed("https://youtu.be/fixDel00001")).toBe("*");
    api.withholdCors(true);
    try {
      expect(await allowed("https://youtu.be/fixAdd00001")).toBeNull();
    } finally {
      api.withholdCors(false);
    }
  });
});
