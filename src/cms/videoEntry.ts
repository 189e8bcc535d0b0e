import { INVALID_LINK_MESSAGES, parseYouTubeLink } from "../content/youtubeLink";
import { playlistUrl, watchUrl } from "../content/youtube";
import { OEMBED_PATH } from "../siteManifest";

/**
 * What the /admin editor does with one video entry of a topic: keeps the ids of a link pasted into its id field, and
 * fills its title and channel from YouTube's oEmbed, asked by the editor's browser. Pure, apart from `askYouTube`'s
 * request; the Decap widget (YouTubeVideosControl.tsx) applies the results.
 */

/** The fields of a video entry this module reads or writes (the content schema's names). */
export interface VideoFields {
  youtubeId?: string;
  playlistId?: string;
  title?: string;
  channel?: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The ids to keep when the id field holds a link: the video's, and the playlist's when the link names one (a Mix's
 * video stands alone). Undefined when there is nothing to change: an id already, or text that is no video's link.
 * A playlist's own link (playlist?list=…) names no video: its playlist id is kept and the text left for the owner to
 * replace with its first lesson's link or id (idNote says so).
 */
export function keptIds(text: string): Pick<VideoFields, "youtubeId" | "playlistId"> | undefined {
  if (VIDEO_ID.test(text)) return undefined;
  const link = parseYouTubeLink(text);
  if (link.kind === "video") return { youtubeId: link.youtubeId };
  if (link.kind === "playlist") return { youtubeId: link.youtubeId ?? text, playlistId: link.playlistId };
  return undefined;
}

/** The entry with the ids of a link pasted into its id field (the same entry when there are none to keep). */
export function withKeptIds(video: VideoFields): VideoFields {
  const ids = keptIds(video.youtubeId ?? "");
  return ids ? { ...video, ...ids } : video;
}

/**
 * What the id field's text says to the owner, when it is a link whose ids could not be kept: why (the link parser's
 * sentence), or, for a playlist's own link, which link to paste instead. Nothing for an id, or for text being typed.
 */
export function idNote(text: string): string | undefined {
  if (text.trim() === "" || VIDEO_ID.test(text)) return undefined;
  const link = parseYouTubeLink(text);
  if (link.kind === "playlist" && link.youtubeId === undefined)
    return (
      `Kept the playlist id ${link.playlistId}. This link names no video: open the playlist's first lesson and paste ` +
      "its link (watch?v=…&list=…), or type its 11-character id."
    );
  if (link.kind !== "invalid" || link.reason === "notALink" || link.reason === "empty") return undefined;
  const sentence = INVALID_LINK_MESSAGES[link.reason];
  return `This link was not kept: ${sentence}.`;
}

/** The link oEmbed is asked about: the playlist's, for a course, as `npm run add` titles a course; else the video's. */
export function oembedTarget(video: VideoFields): string | undefined {
  if (video.playlistId) return playlistUrl(video.playlistId);
  if (video.youtubeId && VIDEO_ID.test(video.youtubeId)) return watchUrl({ youtubeId: video.youtubeId });
  return undefined;
}

/** oEmbed's address at `origin` (YouTube's, or a stand-in's in tests) for one video or playlist link. */
export function oembedUrl(origin: string, target: string): string {
  return `${origin.replace(/\/$/, "")}${OEMBED_PATH}?${new URLSearchParams({ url: target, format: "json" })}`;
}

/** How long the editor waits for oEmbed's answer. */
export const OEMBED_TIMEOUT_MS = 10_000;

export type Answer = { kind: "facts"; title: string; channel?: string } | { kind: "failed"; message: string };

const TYPE_THEM = "type the title and the channel yourself";

/** Why no title came, in the words the editor shows; the fields stay as they were. */
export const FAILURE_MESSAGES = {
  noId: "There is no video id yet: paste the video's link (or its 11-character id) into the id field first.",
  unreachable:
    "YouTube could not be asked from this page (no connection, or the browser refused YouTube's answer): " +
    `${TYPE_THEM}.`,
  timeout: `YouTube did not answer within ${OEMBED_TIMEOUT_MS / 1000} seconds: try again later, or ${TYPE_THEM}.`,
  private:
    "YouTube does not share this video's details: it is private, or its owner does not let other sites embed it " +
    "(then Corsi's player cannot play it either). Check the link.",
  notFound: "YouTube has no public video or playlist with this id: it was deleted, or the id is wrong. Check the link.",
  malformed: `YouTube's answer has no title: ${TYPE_THEM}.`,
  status: (status: number) => `YouTube answered with an error (HTTP ${status}): try again later, or ${TYPE_THEM}.`,
} as const;

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Pick<Response, "ok" | "status" | "json">>;

/** The title and channel (oEmbed's author_name) YouTube gives for the entry's video or playlist, or why none came. */
export async function askYouTube(
  origin: string,
  video: VideoFields,
  fetchImpl: Fetch = fetch,
  timeoutMs = OEMBED_TIMEOUT_MS,
): Promise<Answer> {
  const target = oembedTarget(video);
  if (!target) return { kind: "failed", message: FAILURE_MESSAGES.noId };
  let response: Awaited<ReturnType<Fetch>>;
  try {
    response = await fetchImpl(oembedUrl(origin, target), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // A refused cross-origin answer and a failed connection look alike to the page: a TypeError.
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { kind: "failed", message: timedOut ? FAILURE_MESSAGES.timeout : FAILURE_MESSAGES.unreachable };
  }
  if (response.status === 401 || response.status === 403) return { kind: "failed", message: FAILURE_MESSAGES.private };
  if (response.status === 404) return { kind: "failed", message: FAILURE_MESSAGES.notFound };
  if (!response.ok) return { kind: "failed", message: FAILURE_MESSAGES.status(response.status) };
  const body: unknown = await response.json().catch(() => undefined);
  const field = (name: string) => {
    const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const title = field("title");
  if (!title) return { kind: "failed", message: FAILURE_MESSAGES.malformed };
  const channel = field("author_name");
  return channel ? { kind: "facts", title, channel } : { kind: "facts", title };
}

const FIELD_NAMES = { title: "the title", channel: "the channel" } as const;
type FilledField = keyof typeof FIELD_NAMES;

/** YouTube's title and channel against the entry's: which to write at once (empty), which only if the owner agrees. */
export function fillPlan(video: VideoFields, facts: { title: string; channel?: string }) {
  const fields = (Object.keys(FIELD_NAMES) as FilledField[]).filter((name) => facts[name] !== undefined);
  const differing = fields.filter((name) => (video[name] ?? "").trim() !== facts[name]);
  return {
    empty: differing.filter((name) => !video[name]?.trim()),
    replacing: differing.filter((name) => video[name]?.trim()),
  };
}

/** The question asked before YouTube's text replaces the owner's. */
export function replaceQuestion(video: VideoFields, facts: { title: string; channel?: string }): string {
  const lines = fillPlan(video, facts).replacing.map(
    (name) => `${FIELD_NAMES[name]}: "${video[name]}" → "${facts[name]}"`,
  );
  return `Replace what you wrote with YouTube's?\n${lines.join("\n")}`;
}

const joined = (names: FilledField[]) => names.map((name) => FIELD_NAMES[name]).join(" and ");

/**
 * What a press changes: the fields to write (every differing one if the owner agreed to replace, else the empty ones)
 * and the sentence that says what happened.
 */
export function fill(
  video: VideoFields,
  facts: { title: string; channel?: string },
  replace: boolean,
): { patch: Partial<Record<FilledField, string>>; message: string } {
  const { empty, replacing } = fillPlan(video, facts);
  const written = replace ? [...empty, ...replacing] : empty;
  const kept = replace ? [] : replacing;
  const patch = Object.fromEntries(written.map((name) => [name, facts[name]]));
  const parts = [
    written.length > 0 ? `Filled ${joined(written)} from YouTube: check, and add the Arabic title.` : undefined,
    kept.length > 0 ? `Kept your ${joined(kept).replace(/the /g, "")} (YouTube's differs).` : undefined,
    written.length === 0 && kept.length === 0 ? "The title and the channel already read as on YouTube." : undefined,
    facts.channel === undefined ? "YouTube names no channel." : undefined,
  ];
  return { patch, message: parts.filter(Boolean).join(" ") };
}
