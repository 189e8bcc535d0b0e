import { troubleOf, troubleSentences } from "./troubles";

describe("troubleOf", () => {
  const body = (reason: string, message = "") => ({ error: { code: 0, message, errors: [{ reason }] } });
  it.each([
    [400, body("keyInvalid"), "keyRefused", "HTTP 400 keyInvalid"],
    [400, body("badRequest", "API key not valid. Please pass a valid API key."), "keyRefused", "HTTP 400 badRequest"],
    [403, body("accessNotConfigured"), "keyRefused", "HTTP 403 accessNotConfigured"],
    [403, body("quotaExceeded"), "quota", "HTTP 403 quotaExceeded"],
    [500, body("backendError"), "serverError", "HTTP 500 backendError"],
    [502, undefined, "serverError", "HTTP 502"],
    [404, body("playlistNotFound"), "notFound", "HTTP 404 playlistNotFound"],
    [400, body("invalidPageToken"), "refused", "HTTP 400 invalidPageToken"],
  ])("HTTP %i %j is %s", (status, answer, trouble, detail) => {
    expect(troubleOf(status, answer)).toMatchObject({ trouble, detail });
  });
});

describe("troubleSentences", () => {
  it("says each trouble, in a reader's own words where readers differ", () => {
    const said = troubleSentences({
      noKey: () => "no key, so nothing read",
      bound: (detail) => `bound (${detail})`,
      notFound: (detail) => `no such thing (${detail})`,
    });
    expect(said.quota("HTTP 403 quotaExceeded")).toBe(
      "the key's daily YouTube quota is used up (HTTP 403 quotaExceeded)",
    );
    expect(said.notFound("HTTP 404")).toBe("no such thing (HTTP 404)");
    expect(Object.keys(said).sort()).toEqual([
      "bound",
      "keyRefused",
      "malformed",
      "noKey",
      "notFound",
      "quota",
      "refused",
      "serverError",
      "timeout",
      "unreachable",
    ]);
  });
});
