import {
  askYouTube,
  FAILURE_MESSAGES,
  fill,
  idNote,
  keptIds,
  oembedUrl,
  replaceQuestion,
  withKeptIds,
} from "./videoEntry";

describe("keptIds: the ids of a link pasted into a video's id field", () => {
  it.each([
    ["https://www.youtube.com/watch?v=XKHEtdqhLK8&t=42s&si=abc&feature=shared", { youtubeId: "XKHEtdqhLK8" }],
    ["https://m.youtube.com/watch?v=XKHEtdqhLK8", { youtubeId: "XKHEtdqhLK8" }],
    ["https://youtu.be/XKHEtdqhLK8?si=Abc123", { youtubeId: "XKHEtdqhLK8" }],
    ["https://www.youtube.com/embed/XKHEtdqhLK8", { youtubeId: "XKHEtdqhLK8" }],
    ["youtube.com/shorts/XKHEtdqhLK8", { youtubeId: "XKHEtdqhLK8" }],
    [
      "https://www.youtube.com/watch?v=fixAdd00008&list=PLfixtureAdd0001&index=5",
      { youtubeId: "fixAdd00008", playlistId: "PLfixtureAdd0001" },
    ],
    // A Mix is no course: its video alone.
    ["https://www.youtube.com/watch?v=XKHEtdqhLK8&list=RDXKHEtdqhLK8", { youtubeId: "XKHEtdqhLK8" }],
    // A playlist's own link names no video: the playlist's id is kept, the text left for its first lesson's link.
    [
      "https://www.youtube.com/playlist?list=PLfixtureAdd0001",
      { youtubeId: "https://www.youtube.com/playlist?list=PLfixtureAdd0001", playlistId: "PLfixtureAdd0001" },
    ],
  ])("%s", (text, ids) => {
    expect(keptIds(text)).toEqual(ids);
  });

  it("changes nothing for an id, for text being typed, or for a link that is no video's", () => {
    for (const text of ["XKHEtdqhLK8", "", "XKHEt", "https://vimeo.com/1234567", "https://www.youtube.com/@channel"])
      expect([text, keptIds(text)]).toEqual([text, undefined]);
  });

  it("keeps the rest of the entry as it was", () => {
    expect(withKeptIds({ youtubeId: "https://youtu.be/XKHEtdqhLK8?si=x", title: "Mine", channel: "Theirs" })).toEqual({
      youtubeId: "XKHEtdqhLK8",
      title: "Mine",
      channel: "Theirs",
    });
  });
});

describe("idNote: what the id field's text says to the owner", () => {
  it("says nothing for an id, an empty field or text being typed", () => {
    for (const text of ["XKHEtdqhLK8", "", "abc"]) expect(idNote(text)).toBeUndefined();
  });

  it("says why a link was not kept, in the link parser's words", () => {
    expect(idNote("https://vimeo.com/1234567")).toBe(
      "This link was not kept: this is not a YouTube link: Corsi lists videos and playlists on youtube.com.",
    );
    expect(idNote("https://www.youtube.com/playlist?list=RDXKHEtdqhLK8")).toMatch(/YouTube Mix, not a course/);
    expect(idNote("https://youtu.be/XKHEtdq")).toMatch(/a video id has 11 characters/);
  });

  it("asks for the first lesson's link when a playlist's own link was pasted", () => {
    expect(idNote("https://www.youtube.com/playlist?list=PLfixtureAdd0001")).toMatch(
      /^Kept the playlist id PLfixtureAdd0001\. This link names no video/,
    );
  });
});

describe("askYouTube: oEmbed asked from the editor's browser", () => {
  const ORIGIN = "http://stand-in.test";
  const answering =
    (status: number, body: unknown = {}) =>
    async () => ({ ok: status >= 200 && status < 300, status, json: async () => body });

  it("asks about the video's watch link, or about the playlist for a course", async () => {
    const asked: string[] = [];
    const fetchImpl = async (url: string) => (asked.push(url), answering(200, { title: "T", author_name: "C" })());
    await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, fetchImpl);
    await askYouTube(ORIGIN, { youtubeId: "fixAdd00008", playlistId: "PLfixtureAdd0001" }, fetchImpl);
    expect(asked).toEqual([
      oembedUrl(ORIGIN, "https://www.youtube.com/watch?v=XKHEtdqhLK8"),
      oembedUrl(ORIGIN, "https://www.youtube.com/playlist?list=PLfixtureAdd0001"),
    ]);
    expect(asked[0]).toBe(
      "http://stand-in.test/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DXKHEtdqhLK8&format=json",
    );
  });

  it("gives the title and the channel (author_name)", async () => {
    const answer = await askYouTube(
      ORIGIN,
      { youtubeId: "XKHEtdqhLK8" },
      answering(200, { title: " Python full course ", author_name: "Bro Code" }),
    );
    expect(answer).toEqual({ kind: "facts", title: "Python full course", channel: "Bro Code" });
  });

  it.each([
    [401, FAILURE_MESSAGES.private],
    [403, FAILURE_MESSAGES.private],
    [404, FAILURE_MESSAGES.notFound],
    [503, "YouTube answered with an error (HTTP 503): try again later, or type the title and the channel yourself."],
  ])("says why nothing came for HTTP %i", async (status, message) => {
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, answering(status))).toEqual({
      kind: "failed",
      message,
    });
  });

  it("says so when the request fails (no network, or the browser refuses a cross-origin answer) or times out", async () => {
    const refused = async () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, refused)).toEqual({
      kind: "failed",
      message: FAILURE_MESSAGES.unreachable,
    });
    const hanging = (_url: string, { signal }: { signal: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, hanging, 10)).toEqual({
      kind: "failed",
      message: FAILURE_MESSAGES.timeout,
    });
  });

  it("refuses an answer without a title, and asks nothing without an id", async () => {
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, answering(200, { author_name: "C" }))).toEqual({
      kind: "failed",
      message: FAILURE_MESSAGES.malformed,
    });
    const never = jest.fn(answering(200));
    expect(await askYouTube(ORIGIN, { youtubeId: "https://vimeo.com/1" }, never)).toEqual({
      kind: "failed",
      message: FAILURE_MESSAGES.noId,
    });
    expect(never).not.toHaveBeenCalled();
  });
});

describe("fill: what a press writes", () => {
  const facts = { title: "Python full course", channel: "Bro Code" };

  it("writes empty fields at once", () => {
    expect(fill({ youtubeId: "XKHEtdqhLK8" }, facts, false)).toEqual({
      patch: facts,
      message: "Filled the title and the channel from YouTube: check, and add the Arabic title.",
    });
  });

  it("keeps what the owner wrote unless told to replace it", () => {
    const video = { youtubeId: "XKHEtdqhLK8", title: "Python, my way", channel: "" };
    expect(fill(video, facts, false)).toEqual({
      patch: { channel: "Bro Code" },
      message: "Filled the channel from YouTube: check, and add the Arabic title. Kept your title (YouTube's differs).",
    });
    expect(fill(video, facts, true).patch).toEqual(facts);
    expect(replaceQuestion(video, facts)).toBe(
      'Replace what you wrote with YouTube\'s?\nthe title: "Python, my way" → "Python full course"',
    );
  });

  it("says when there is nothing to change, and when YouTube names no channel", () => {
    expect(fill({ youtubeId: "XKHEtdqhLK8", ...facts }, facts, false)).toEqual({
      patch: {},
      message: "The title and the channel already read as on YouTube.",
    });
    expect(fill({ youtubeId: "XKHEtdqhLK8" }, { title: "T" }, false)).toEqual({
      patch: { title: "T" },
      message: "Filled the title from YouTube: check, and add the Arabic title. YouTube names no channel.",
    });
  });
});
