import { readFileSync } from "node:fs";
import path from "node:path";
import { topicNamed } from "./site";
import { PLAYLIST_COURSE_PAGE_SIZE, playlistCoursePagePath } from "../src/siteManifest";

/**
 * The fixture build's one course, as the stand-in for the YouTube Data API (scripts/stand-ins/youtubeApi.ts) answers
 * it from e2e/fixtures/youtube-api: what its pages must show, read from the fixture files, not from the site's code.
 */
const API_FIXTURES = path.join(__dirname, "fixtures", "youtube-api");
export const topic = topicNamed("Web Development");
export const entry = topic.videos.find((video) => video.playlistId)!;
export const playlistId = entry.playlistId!;

interface Item {
  snippet: { title: string; position: number; resourceId: { videoId: string } };
  status: { privacyStatus: string };
}
export const items = (
  JSON.parse(readFileSync(path.join(API_FIXTURES, "playlistItems", `${playlistId}.json`), "utf8")) as {
    items: Item[];
  }[]
).flatMap((page) => page.items);
const durations = new Map(
  (
    JSON.parse(readFileSync(path.join(API_FIXTURES, "videos.json"), "utf8")) as {
      id: string;
      contentDetails: { duration: string };
    }[]
  ).flatMap(({ id, contentDetails }) => {
    // A video without a length (a live stream's P0D; the catalog's own videos have one) is no lesson.
    const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(contentDetails.duration);
    if (!match) return [];
    const [, h, m, s] = match.map(Number);
    return [[id, (h || 0) * 3600 + (m || 0) * 60 + (s || 0)] as const];
  }),
);
/** What the course must show: the fixture's items less the private one, the deleted one and the one without a length. */
export const lessons = items
  .filter(({ snippet, status }) => status.privacyStatus !== "private" && durations.has(snippet.resourceId.videoId))
  .filter(({ snippet }) => snippet.title !== "Deleted video")
  .map(({ snippet }) => ({
    id: snippet.resourceId.videoId,
    title: snippet.title,
    seconds: durations.get(snippet.resourceId.videoId) ?? 0,
  }));
export const totalMinutes = Math.round(lessons.reduce((sum, { id }) => sum + (durations.get(id) ?? 0), 0) / 60);

/** The course's pages in the original edition: PLAYLIST_COURSE_PAGE_SIZE lessons each. */
export const coursePages = Array.from({ length: Math.ceil(lessons.length / PLAYLIST_COURSE_PAGE_SIZE) }, (_, index) =>
  playlistCoursePagePath("web-development", playlistId, index + 1),
);
