import type { AdminTexts } from "./adminTexts";
import { askOEmbed, OEMBED_TIMEOUT_MS, type OEmbedFetch } from "../content/oembed";
import { fill } from "../content/text";
import { parseYouTubeLink, YOUTUBE_ID_PATTERN } from "../content/youtubeLink";
import { playlistUrl, watchUrl } from "../content/youtube";

export type { AdminTexts };

/**
 * What the /admin editor does with one video entry of a topic: keeps the ids of a link pasted into its id field, and
 * fills its title and channel from YouTube's oEmbed (src/content/oembed.ts), asked by the editor's browser. Pure, apart
 * from `askYouTube`'s request; the Decap widget (YouTubeVideosControl.tsx) applies the results. What it says to the
 * owner is data/admin.yaml's (`texts`), in that file's language.
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

/**
 * The ids to keep when the id field holds a link: the video's, and the playlist's when the link names one (a Mix's
 * video stands alone). Undefined when there is nothing to change: an id already, or text that is no video's link.
 * A playlist's own link (playlist?list=…) names no video: its playlist id is kept and the text left for the owner to
 * replace with its first lesson's link or id (idNote says so).
 */
export function keptIds(text: string): Pick<VideoFields, "youtubeId" | "playlistId"> | undefined {
  if (YOUTUBE_ID_PATTERN.test(text)) return undefined;
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
 * What the id field's text says to the owner, when it is a link whose ids could not be kept: why (the sentence for the
 * link parser's reason), or, for a playlist's own link, which link to paste instead. Nothing for an id, or for text
 * being typed.
 */
export function idNote(text: string, texts: AdminTexts): string | undefined {
  if (text.trim() === "" || YOUTUBE_ID_PATTERN.test(text)) return undefined;
  const link = parseYouTubeLink(text);
  if (link.kind === "playlist" && link.youtubeId === undefined)
    return fill(texts.idNotes.playlistOnly, { playlistId: link.playlistId });
  if (link.kind !== "invalid" || link.reason === "noLink" || link.reason === "empty") return undefined;
  return fill(texts.idNotes.notKept, { reason: texts.linkRefusals[link.reason] });
}

/** The link oEmbed is asked about: the playlist's, for a course, as `npm run add` titles a course; else the video's. */
export function oembedTarget(video: VideoFields): string | undefined {
  if (video.playlistId) return playlistUrl(video.playlistId);
  if (video.youtubeId && YOUTUBE_ID_PATTERN.test(video.youtubeId)) return watchUrl({ youtubeId: video.youtubeId });
  return undefined;
}

export type Answer = { kind: "facts"; title: string; channel?: string } | { kind: "failed"; message: string };

/** The title and channel (oEmbed's author_name) YouTube gives for the entry's video or playlist, or why none came. */
export async function askYouTube(
  origin: string,
  video: VideoFields,
  texts: AdminTexts,
  fetchImpl: OEmbedFetch = fetch,
  timeoutMs = OEMBED_TIMEOUT_MS,
): Promise<Answer> {
  const failed = (message: string): Answer => ({ kind: "failed", message });
  const { failures } = texts;
  const target = oembedTarget(video);
  if (!target) return failed(failures.noId);
  const answer = await askOEmbed(origin, target, { fetchImpl, timeoutMs });
  switch (answer.kind) {
    case "found":
      return { kind: "facts", title: answer.title, ...(answer.channel ? { channel: answer.channel } : {}) };
    case "untitled":
      return failed(failures.malformed);
    case "refused":
      return failed(answer.status === 404 ? failures.notFound : failures.private);
    case "failed":
      return failed(fill(failures.status, { status: answer.status }));
    case "unanswered":
      return failed(answer.timedOut ? fill(failures.timeout, { seconds: timeoutMs / 1000 }) : failures.unreachable);
  }
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
    fill(texts.replaceLine, {
      field: texts.fieldNames[name],
      yours: video[name] ?? "",
      youtubes: facts[name] ?? "",
    }),
  );
  return [texts.replaceQuestion, ...lines].join("\n");
}

/** "the title and the channel": the fields' names as one phrase, joined as the texts' language joins a list. */
const named = (names: FilledField[], texts: AdminTexts) =>
  new Intl.ListFormat(texts.locale, { type: "conjunction" }).format(names.map((name) => texts.fieldNames[name]));

/**
 * What a press changes: the fields to write (every differing one if the owner agreed to replace, else the empty ones)
 * and the sentence that says what happened.
 */
export function applyFacts(
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
    written.length > 0 ? fill(texts.filled, { fields: named(written, texts) }) : undefined,
    kept.length > 0 ? fill(texts.kept, { fields: named(kept, texts) }) : undefined,
    written.length === 0 && kept.length === 0 ? texts.unchanged : undefined,
    facts.channel === undefined ? texts.noChannel : undefined,
  ];
  return { patch, message: parts.filter(Boolean).join(" ") };
}
