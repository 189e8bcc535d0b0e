import { isoSeconds, troubleOf } from "./youtubeApi";

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
