import { askOEmbed, type OEmbedFetch, oembedOrigin, oembedUrl } from "./oembed";

const ORIGIN = "http://stand-in.test";
const LINK = "https://www.youtube.com/watch?v=XKHEtdqhLK8";

const answering =
  (status: number, body: unknown = {}): OEmbedFetch =>
  async () => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe("oEmbed's address", () => {
  it("is the endpoint at YouTube's origin, or at the one CORSI_OEMBED_ORIGIN names", () => {
    expect(oembedOrigin({})).toBe("https://www.youtube.com");
    expect(oembedOrigin({ CORSI_OEMBED_ORIGIN: ORIGIN })).toBe(ORIGIN);
    expect(oembedUrl(`${ORIGIN}/`, LINK)).toBe(
      "http://stand-in.test/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DXKHEtdqhLK8&format=json",
    );
  });
});

describe("askOEmbed", () => {
  it("asks about the link and gives its title and channel (author_name), trimmed", async () => {
    const asked: string[] = [];
    const fetchImpl: OEmbedFetch = async (url, init) => (
      asked.push(url),
      answering(200, { title: " Python full course ", author_name: "Bro Code" })(url, init)
    );
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl })).toEqual({
      kind: "found",
      title: "Python full course",
      channel: "Bro Code",
    });
    expect(asked).toEqual([oembedUrl(ORIGIN, LINK)]);
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl: answering(200, { title: "T", author_name: " " }) })).toEqual({
      kind: "found",
      title: "T",
    });
  });

  it("tells an answer without a title", async () => {
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl: answering(200, { author_name: "C" }) })).toEqual({
      kind: "untitled",
    });
    const notJson: OEmbedFetch = async () => ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError()) });
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl: notJson })).toEqual({ kind: "untitled" });
  });

  it.each([
    [401, "refused"],
    [403, "refused"],
    [404, "refused"],
    [429, "failed"],
    [503, "failed"],
  ])("calls HTTP %i %s, and drops its body", async (status, kind) => {
    const cancel = jest.fn(async () => undefined);
    const fetchImpl: OEmbedFetch = async () => ({
      ok: false,
      status,
      json: async () => ({}),
      body: { cancel } as unknown as Response["body"],
    });
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl })).toEqual({ kind, status });
    expect(cancel).toHaveBeenCalled();
  });

  it("tells no answer from one that took too long", async () => {
    const refusedError = new TypeError("Failed to fetch");
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl: () => Promise.reject(refusedError) })).toEqual({
      kind: "unanswered",
      timedOut: false,
      error: refusedError,
    });
    const hanging: OEmbedFetch = (_url, { signal }) =>
      new Promise<never>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    expect(await askOEmbed(ORIGIN, LINK, { fetchImpl: hanging, timeoutMs: 10 })).toMatchObject({
      kind: "unanswered",
      timedOut: true,
    });
  });
});
