import type { AdminTexts } from "../../plugins/corsi-content/schema";
import { fill as fillPlaces } from "../content/text";
import { INVALID_LINK_MESSAGES, parseYouTubeLink } from "../content/youtubeLink";
import { playlistUrl, watchUrl } from "../content/youtube";
import { OEMBED_PATH } from "../siteManifest";

export type { AdminTexts };

/**
 * What the /admin editor does with one video entry of a topic: keeps the ids of a link pasted into its id field, and
 * fills its title and channel from YouTube's oEmbed, asked by the editor's browser. Pure, apart from `askYouTube`'s
 * request; the Decap widget (YouTubeVideosControl.tsx) applies the results. What it says to the owner is
 * data/admin.yaml's (`texts`).
 */

/** The fields of a video entry this module reads or writes (the content schema's names). */
export interface VideoFields {
  youtubeId?: string;
  playlistId?: string;
  title?: string;
  channel?: string;
  /** The day the entry joined the catalog (YouTubeVideosControl.tsx writes a new entry's). */
  added?: string;
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
export function idNote(text: string, texts: AdminTexts): string | undefined {
  if (text.trim() === "" || VIDEO_ID.test(text)) return undefined;
  const link = parseYouTubeLink(text);
  if (link.kind === "playlist" && link.youtubeId === undefined)
    return fillPlaces(texts.idNotes.playlistOnly, { playlistId: link.playlistId });
  if (link.kind !== "invalid" || link.reason === "notALink" || link.reason === "empty") return undefined;
  return fillPlaces(texts.idNotes.notKept, { reason: INVALID_LINK_MESSAGES[link.reason] });
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

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Pick<Response, "ok" | "status" | "json">>;

/** The title and channel (oEmbed's author_name) YouTube gives for the entry's video or playlist, or why none came. */
export async function askYouTube(
  origin: string,
  video: VideoFields,
  texts: AdminTexts,
  fetchImpl: Fetch = fetch,
  timeoutMs = OEMBED_TIMEOUT_MS,
): Promise<Answer> {
  const failed = (message: string): Answer => ({ kind: "failed", message });
  const { failures } = texts;
  const target = oembedTarget(video);
  if (!target) return failed(failures.noId);
  let response: Awaited<ReturnType<Fetch>>;
  try {
    response = await fetchImpl(oembedUrl(origin, target), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // A refused cross-origin answer and a failed connection look alike to the page: a TypeError.
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return failed(timedOut ? fillPlaces(failures.timeout, { seconds: timeoutMs / 1000 }) : failures.unreachable);
  }
  if (response.status === 401 || response.status === 403) return failed(failures.private);
  if (response.status === 404) return failed(failures.notFound);
  if (!response.ok) return failed(fillPlaces(failures.status, { status: response.status }));
  const body: unknown = await response.json().catch(() => undefined);
  const field = (name: string) => {
    const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const title = field("title");
  if (!title) return failed(failures.malformed);
  const channel = field("author_name");
  return channel ? { kind: "facts", title, channel } : { kind: "facts", title };
}

const FILLED_FIELDS = ["title", "channel"] as const;
type FilledField = (typeof FILLED_FIELDS)[number];

/** YouTube's title and channel against the entry's: which to write at once (empty), which only if the owner agrees. */
export function fillPlan(video: VideoFields, facts: { title: string; channel?: string }) {
  const fields = FILLED_FIELDS.filter((name) => facts[name] !== undefined);
  const differing = fields.filter((name) => (video[name] ?? "").trim() !== facts[name]);
  return {
    empty: differing.filter((name) => !video[name]?.trim()),
    replacing: differing.filter((name) => video[name]?.trim()),
  };
}

/** The question asked before YouTube's text replaces the owner's: a line per field it would replace. */
export function replaceQuestion(video: VideoFields, facts: { title: string; channel?: string }, texts: AdminTexts) {
  const lines = fillPlan(video, facts).replacing.map((name) =>
    fillPlaces(texts.replaceLine, {
      field: texts.fieldNames[name],
      yours: video[name] ?? "",
      youtubes: facts[name] ?? "",
    }),
  );
  return [texts.replaceQuestion, ...lines].join("\n");
}

/** "the title and the channel": the fields' names as one phrase, joined as English joins a list. */
const named = (names: FilledField[], texts: AdminTexts) =>
  new Intl.ListFormat("en", { type: "conjunction" }).format(names.map((name) => texts.fieldNames[name]));

/**
 * What a press changes: the fields to write (every differing one if the owner agreed to replace, else the empty ones)
 * and the sentence that says what happened.
 */
export function fill(
  video: VideoFields,
  facts: { title: string; channel?: string },
  replace: boolean,
  texts: AdminTexts,
): { patch: Partial<Record<FilledField, string>>; message: string } {
  const { empty, replacing } = fillPlan(video, facts);
  const written = replace ? [...empty, ...replacing] : empty;
  const kept = replace ? [] : replacing;
  const patch = Object.fromEntries(written.map((name) => [name, facts[name]]));
  const parts = [
    written.length > 0 ? fillPlaces(texts.filled, { fields: named(written, texts) }) : undefined,
    kept.length > 0 ? fillPlaces(texts.kept, { fields: named(kept, texts) }) : undefined,
    written.length === 0 && kept.length === 0 ? texts.unchanged : undefined,
    facts.channel === undefined ? texts.noChannel : undefined,
  ];
  return { patch, message: parts.filter(Boolean).join(" ") };
}
