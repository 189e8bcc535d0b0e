import path from "node:path";
import { readAdminTexts } from "../../plugins/corsi-content/adminTexts";
import { oembedUrl } from "../content/oembed";
import { askYouTube, applyFacts, idNote, keptIds, replaceQuestion, withKeptIds } from "./videoEntry";

// Texts of the tests' own, in data/admin.yaml's shape: what is said comes from the file, in the places it asks.
const texts = readAdminTexts(path.resolve("e2e/fixtures/texts"));

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
    for (const text of ["XKHEtdqhLK8", "", "abc"]) expect(idNote(text, texts)).toBeUndefined();
  });

  it("says why a link was not kept, in the file's sentence for the link parser's reason", () => {
    expect(idNote("https://vimeo.com/1234567", texts)).toBe("Fixture not kept: Fixture not YouTube");
    expect(idNote("https://www.youtube.com/playlist?list=RDXKHEtdqhLK8", texts)).toBe("Fixture not kept: Fixture mix");
    expect(idNote("https://youtu.be/XKHEtdq", texts)).toBe("Fixture not kept: Fixture bad id");
    expect(idNote("https://www.youtube.com/@channel", texts)).toBe("Fixture not kept: Fixture no video");
  });

  it("asks for the first lesson's link when a playlist's own link was pasted", () => {
    expect(idNote("https://www.youtube.com/playlist?list=PLfixtureAdd0001", texts)).toBe(
      "Fixture playlist only: PLfixtureAdd0001",
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
    await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, texts, fetchImpl);
    await askYouTube(ORIGIN, { youtubeId: "fixAdd00008", playlistId: "PLfixtureAdd0001" }, texts, fetchImpl);
    expect(asked).toEqual([
      oembedUrl(ORIGIN, "https://www.youtube.com/watch?v=XKHEtdqhLK8"),
      oembedUrl(ORIGIN, "https://www.youtube.com/playlist?list=PLfixtureAdd0001"),
    ]);
  });

  it("gives the title and the channel (author_name)", async () => {
    const answer = await askYouTube(
      ORIGIN,
      { youtubeId: "XKHEtdqhLK8" },
      texts,
      answering(200, { title: " Python full course ", author_name: "Bro Code" }),
    );
    expect(answer).toEqual({ kind: "facts", title: "Python full course", channel: "Bro Code" });
  });

  it.each([
    [401, texts.failures.private],
    [403, texts.failures.private],
    [404, texts.failures.notFound],
    [503, "Fixture status 503"],
  ])("says why nothing came for HTTP %i", async (status, message) => {
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, texts, answering(status))).toEqual({
      kind: "failed",
      message,
    });
  });

  it("says so when the request fails (no network, or the browser refuses a cross-origin answer) or times out", async () => {
    const refused = async () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, texts, refused)).toEqual({
      kind: "failed",
      message: texts.failures.unreachable,
    });
    const hanging = (_url: string, { signal }: { signal: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, texts, hanging, 10)).toEqual({
      kind: "failed",
      message: "Fixture timeout after 0.01 s",
    });
  });

  it("refuses an answer without a title, and asks nothing without an id", async () => {
    expect(await askYouTube(ORIGIN, { youtubeId: "XKHEtdqhLK8" }, texts, answering(200, { author_name: "C" }))).toEqual(
      {
        kind: "failed",
        message: texts.failures.malformed,
      },
    );
    const never = jest.fn(answering(200));
    expect(await askYouTube(ORIGIN, { youtubeId: "https://vimeo.com/1" }, texts, never)).toEqual({
      kind: "failed",
      message: texts.failures.noId,
    });
    expect(never).not.toHaveBeenCalled();
  });
});

describe("fill: what a press writes", () => {
  const facts = { title: "Python full course", channel: "Bro Code" };

  it("writes empty fields at once, naming them as the file's language joins a list (Arabic, in the fixture)", () => {
    expect(applyFacts({ youtubeId: "XKHEtdqhLK8" }, facts, false, texts)).toEqual({
      patch: facts,
      message: "Fixture filled: fixture-title وfixture-channel",
    });
    expect(applyFacts({ youtubeId: "XKHEtdqhLK8" }, facts, false, { ...texts, locale: "en" }).message).toBe(
      "Fixture filled: fixture-title and fixture-channel",
    );
  });

  it("keeps what the owner wrote unless told to replace it", () => {
    const video = { youtubeId: "XKHEtdqhLK8", title: "Python, my way", channel: "" };
    expect(applyFacts(video, facts, false, texts)).toEqual({
      patch: { channel: "Bro Code" },
      message: "Fixture filled: fixture-channel Fixture kept: fixture-title",
    });
    expect(applyFacts(video, facts, true, texts).patch).toEqual(facts);
    expect(replaceQuestion(video, facts, texts)).toBe(
      "Fixture replace?\nfixture-title: Python, my way -> Python full course",
    );
  });

  it("says when there is nothing to change, and when YouTube names no channel", () => {
    expect(applyFacts({ youtubeId: "XKHEtdqhLK8", ...facts }, facts, false, texts)).toEqual({
      patch: {},
      message: "Fixture unchanged",
    });
    expect(applyFacts({ youtubeId: "XKHEtdqhLK8" }, { title: "T" }, false, texts)).toEqual({
      patch: { title: "T" },
      message: "Fixture filled: fixture-title Fixture no channel",
    });
  });
});
