import { expect, type Frame, type Page } from "@playwright/test";
import { PLAYER_ORIGIN } from "../src/content/youtube";
import { standInPlayerPage } from "../scripts/stand-ins/player";

/** What the stand-in player (scripts/stand-ins/player.ts) offers the tests inside its frame, as `window.standIn`. */
export type StandIn = {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  end(): void;
  next(): void;
  rate(rate: number): void;
  commands: { func: string; args: unknown[] }[];
  state(): { playerState: number; ready: boolean };
};

/**
 * Serves the stand-in for every embed, its videos `duration` seconds long, reporting every `tick` seconds, with the
 * playlists' lessons; returns what the page asked for off its own host.
 */
export async function standIn(
  page: Page,
  {
    playlists = {},
    duration = 600,
    tick = 2,
  }: { playlists?: Record<string, string[]>; duration?: number; tick?: number } = {},
) {
  const offSite: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1") offSite.push(request.url());
  });
  await page.route(`${PLAYER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: standInPlayerPage(new URL(route.request().url()).pathname + new URL(route.request().url()).search, {
        duration,
        tick,
        playlists,
      }),
    }),
  );
  return offSite;
}

/** The stand-in's frame for a video, once it has loaded. */
export async function playerOf(page: Page, youtubeId: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes(`/embed/${youtubeId}`))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes(`/embed/${youtubeId}`)) as Frame;
  // Once the page's player module listens: what the stand-in is told to do from then on reaches the page.
  await frame.waitForFunction(
    () => "standIn" in window && (window as unknown as { standIn: StandIn }).standIn.state().ready,
  );
  return frame;
}

/** Tells the stand-in in a frame what to do, in one task of its own. */
export const drive = (frame: Frame, action: (player: StandIn) => unknown) =>
  frame.evaluate(`(${action.toString()})(window.standIn)`);
