/** @jest-environment node */
import { playerOriginDefinition } from "../corsi-build-tuning/rendererVariables";
import type * as Youtube from "../../src/content/youtube";
import type * as Csp from "./csp";
import type * as HostFiles from "./hostFiles";

/**
 * CORSI_PLAYER_ORIGIN (a stand-in player for tests) replaces YouTube's player origin everywhere the origin is written
 * at build: read once, when the modules load, so each case loads them afresh.
 */
function loaded(origin: string | undefined) {
  const before = process.env.CORSI_PLAYER_ORIGIN;
  if (origin === undefined) delete process.env.CORSI_PLAYER_ORIGIN;
  else process.env.CORSI_PLAYER_ORIGIN = origin;
  let modules!: { youtube: typeof Youtube; csp: typeof Csp; host: typeof HostFiles };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- each case loads the modules afresh, as a build would */
    modules = { youtube: require("../../src/content/youtube"), csp: require("./csp"), host: require("./hostFiles") };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  if (before === undefined) delete process.env.CORSI_PLAYER_ORIGIN;
  else process.env.CORSI_PLAYER_ORIGIN = before;
  return modules;
}

describe("the player's origin", () => {
  it("is YouTube's privacy-enhanced one when CORSI_PLAYER_ORIGIN is unset", () => {
    const { youtube, csp, host } = loaded(undefined);
    expect(youtube.embedUrl({ youtubeId: "abcdefghijk" })).toBe(
      "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1",
    );
    expect(csp.contentSecurityPolicy([])).toContain("frame-src https://www.youtube-nocookie.com");
    expect(host.SECURITY_HEADERS["Permissions-Policy"]).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
    expect(playerOriginDefinition({})).toEqual({ "process.env.CORSI_PLAYER_ORIGIN": '""' });
  });

  it("is the stand-in's in the embed, the CSP's frame-src, the Permissions-Policy and the renderer's variables", () => {
    const origin = "http://127.0.0.1:9301";
    const { youtube, csp, host } = loaded(origin);
    expect(youtube.PLAYER_ORIGIN).toBe(origin);
    expect(youtube.embedUrl({ youtubeId: "abcdefghijk", playlistId: "PLabcdefghij" }, { autoplay: false })).toBe(
      `${origin}/embed/abcdefghijk?list=PLabcdefghij`,
    );
    expect(csp.contentSecurityPolicy([])).toContain(`frame-src ${origin}`);
    expect(csp.contentSecurityPolicy([])).not.toContain("youtube-nocookie");
    expect(host.SECURITY_HEADERS["Permissions-Policy"]).toContain(`autoplay=(self "${origin}")`);
    expect(playerOriginDefinition({ CORSI_PLAYER_ORIGIN: origin })).toEqual({
      "process.env.CORSI_PLAYER_ORIGIN": JSON.stringify(origin),
    });
  });
});
