import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { LinkData } from "./videoLinks";

/**
 * For `npm run check:videos`'s tests: an oEmbed stand-in whose answer each id chooses (a status, a dropped connection,
 * no answer, a slow one), and just enough content for the check.
 */

export const ROOT = path.join(__dirname, "../..");
export { FIXTURE_DATA } from "./fixtureBuild";
export const DEAD_FIXTURE_VIDEO = "fixVid00012";

/** How the stand-in answers, by video or playlist id; anything not listed is available. */
const STATUS_BY_ID: Record<string, number> = {
  privateVid1: 401,
  embedBlock1: 403,
  deletedVid1: 404,
  PLdeadPlaylist000001: 404,
  deadCourse1: 404,
  rateLimit01: 429,
  [DEAD_FIXTURE_VIDEO]: 404, // a fixture video, for the command run against the fixture content
};
export const RESET_ID = "resetVideo1"; // the connection drops without an answer
export const HANG_ID = "hangVideo01"; // never answers, for the timeout
export const SLOW_PREFIX = "slow"; // answers after a short wait, to watch concurrency

/** Starts the stand-in before the tests of the file that calls it, and stops it after them. */
export function oembedStandIn() {
  const standIn = { origin: "", requests: [] as URLSearchParams[], maxInFlight: 0 };
  let server: Server;
  let inFlight = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const query = new URL(req.url ?? "/", "http://localhost").searchParams;
      standIn.requests.push(query);
      const target = new URL(query.get("url") ?? "https://www.youtube.com/");
      const id = target.searchParams.get("v") ?? target.searchParams.get("list") ?? "";
      if (id === RESET_ID) return void req.socket.destroy();
      if (id === HANG_ID) return;
      const status = STATUS_BY_ID[id] ?? 200;
      const answer = () => {
        res.writeHead(status, { "Content-Type": status === 200 ? "application/json" : "text/html" });
        res.end(status === 200 ? JSON.stringify({ type: "video", title: id }) : "Not Found");
      };
      if (!id.startsWith(SLOW_PREFIX)) return answer();
      inFlight++;
      standIn.maxInFlight = Math.max(standIn.maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        answer();
      }, 40);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections(); // the hanging request would otherwise keep close() waiting
    await new Promise((resolve) => server.close(resolve));
  });
  return standIn;
}

/** Just enough content for the checker; the types keep it in the shape validateContent returns. */
export const LINKS_FIXTURE: LinkData = {
  "topics/front-end.yaml": {
    title: "Front end",
    position: 1,
    videos: [
      { youtubeId: "availableV1", title: "HTML course", playlistId: "PLlivePlaylist000001" },
      { youtubeId: "privateVid1", title: "CSS course" },
    ],
  },
  "topics/back-end.yaml": {
    title: "Back end",
    position: 2,
    videos: [
      { youtubeId: "deletedVid1", title: "PHP crash course", playlistId: "PLdeadPlaylist000001" },
      { youtubeId: RESET_ID, title: "SQL course" },
    ],
  },
  "top-rated.yaml": {
    en: {
      heading: "Top Rated",
      watchLabel: "Watch Now",
      seeAll: { label: "See all", path: "/Free" },
      courses: [
        {
          title: "Live course",
          instructor: "A",
          description: "B",
          link: "https://www.youtube.com/watch?v=liveCourse1",
        },
        {
          title: "Gone course",
          instructor: "A",
          description: "B",
          link: "https://www.youtube.com/watch?v=deadCourse1&list=PLlivePlaylist000001",
        },
      ],
    },
  },
};
