/**
 * What a pasted YouTube link points at: a video, a playlist (with the video it was opened at, if any), or nothing Corsi
 * can list, and why. Pure and browser-safe (no Node imports): `npm run add` uses it, and so does the /admin editor.
 *
 * Accepted: youtube.com/watch?v=ID (with t=, si=, feature=, … and with or without www., m., music., or a scheme),
 * youtu.be/ID, youtube.com/embed/ID (and youtube-nocookie.com/embed/ID), youtube.com/shorts/ID, youtube.com/live/ID,
 * youtube.com/playlist?list=…, watch?v=…&list=… (the playlist), and a bare 11-character video id. A Mix (list=RD…) is
 * YouTube's endless radio, not a course: its video stands alone. Each reason a text is refused for is said to the owner
 * in data/admin.yaml's words (`linkRefusals`).
 */

/** A video id: 11 letters, digits, '-' or '_' (the content schema's, and what YouTube's answers are read for). */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** A playlist id, as the content schema accepts it. */
export const PLAYLIST_ID_PATTERN = /^(PL|UU|LL|FL|OL|RD)[A-Za-z0-9_-]{10,}$/;
/** A Mix: a list YouTube makes up around one video, not a playlist anybody made. */
const MIX = /^RD/;

const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const SHORT_HOST = "youtu.be";

/** Paths whose next segment is the video id: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const ID_PATHS = new Set(["embed", "shorts", "live", "v", "e"]);

export type InvalidReason =
  /** Nothing pasted. */
  | "empty"
  /** Text that is not a web address at all. */
  | "noLink"
  /** A web address, but not YouTube's (or not http/https). */
  | "otherSite"
  /** A YouTube address that names no video or playlist: a channel, a search, the home page. */
  | "noVideo"
  /** A video or playlist id that cannot be one: too short, too long, or with other characters. */
  | "badId"
  /** A Mix alone (youtube.com/playlist?list=RD…): not a course, and no video to list instead. */
  | "mix";

export type YouTubeLink =
  | { kind: "video"; youtubeId: string }
  | { kind: "playlist"; playlistId: string; youtubeId?: string }
  | { kind: "invalid"; reason: InvalidReason };

/** The web address in the text: with https:// added when it has no scheme but starts like a host name. */
function asUrl(text: string): URL | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]|$)/i.test(text)
      ? `https://${text}`
      : undefined;
  if (withScheme === undefined) return undefined;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

/** The video and list of a YouTube address: a list that is a playlist wins; a Mix or a private list leaves the video. */
function fromParts(youtubeId: string | undefined, list: string | null): YouTubeLink {
  if (youtubeId !== undefined && !YOUTUBE_ID_PATTERN.test(youtubeId)) return { kind: "invalid", reason: "badId" };
  if (list && PLAYLIST_ID_PATTERN.test(list) && !MIX.test(list)) {
    return youtubeId === undefined
      ? { kind: "playlist", playlistId: list }
      : { kind: "playlist", playlistId: list, youtubeId };
  }
  if (youtubeId !== undefined) return { kind: "video", youtubeId };
  if (list && MIX.test(list) && PLAYLIST_ID_PATTERN.test(list)) return { kind: "invalid", reason: "mix" };
  return { kind: "invalid", reason: list ? "badId" : "noVideo" };
}

export function parseYouTubeLink(input: string): YouTubeLink {
  const text = input.trim();
  if (text === "") return { kind: "invalid", reason: "empty" };
  if (YOUTUBE_ID_PATTERN.test(text)) return { kind: "video", youtubeId: text };
  const url = asUrl(text);
  if (!url) return { kind: "invalid", reason: "noLink" };
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "invalid", reason: "otherSite" };
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  const list = url.searchParams.get("list");
  if (host === SHORT_HOST) return fromParts(segments[0], list);
  if (!YOUTUBE_HOSTS.has(host)) return { kind: "invalid", reason: "otherSite" };
  const [first, second] = segments;
  if (first === "watch") return fromParts(url.searchParams.get("v") ?? undefined, list);
  if (first === "playlist") return fromParts(undefined, list);
  // youtube.com/embed/videoseries?list=… is a playlist's player.
  if (first === "embed" && second === "videoseries") return fromParts(undefined, list);
  if (first !== undefined && ID_PATHS.has(first)) return fromParts(second ?? "", list);
  return { kind: "invalid", reason: "noVideo" };
}
