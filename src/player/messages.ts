/**
 * What YouTube's embedded player tells the page that holds it, read as its own IFrame API script reads it
 * (www.youtube.com/iframe_api, which Corsi never loads): with `enablejsapi=1` in the embed's address, the page sends
 * `{"event":"listening","id":…,"channel":"widget"}` to the frame, and the player answers with JSON text:
 * `initialDelivery` and `infoDelivery` carry the fields that changed (`currentTime`, `duration`, `playerState`,
 * `playbackRate`, `videoData`, `playlistIndex`), `onReady` says it takes commands, `onStateChange` and
 * `onPlaybackRateChange` carry a number. Anything else, and anything not from the frame Corsi made at the player's
 * origin, is no report at all.
 */

/** The player's states, as YouTube numbers them. */
export const PLAYER_STATE = { ended: 0, playing: 1, paused: 2 } as const;

/** The fields of an `infoDelivery` Corsi reads; each is there only when it changed. */
export interface PlayerInfo {
  currentTime?: number;
  duration?: number;
  playerState?: number;
  playbackRate?: number;
  /** The video playing (a playlist moves from one to the next). */
  videoId?: string;
  /** Its place in the playlist, from 0. */
  playlistIndex?: number;
}

export type PlayerReport =
  | { kind: "ready" }
  | { kind: "info"; info: PlayerInfo }
  | { kind: "state"; state: number }
  | { kind: "rate"; rate: number };

/** A message as the window receives it: who sent it, from where, and what. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The fields of an info object Corsi reads, each only when it has the right type; undefined when none has. */
function infoOf(value: unknown): PlayerInfo | undefined {
  if (!value || typeof value !== "object") return undefined;
  const raw = value as Record<string, unknown>;
  const info: PlayerInfo = {};
  if (finite(raw.currentTime) && raw.currentTime >= 0) info.currentTime = raw.currentTime;
  if (finite(raw.duration) && raw.duration >= 0) info.duration = raw.duration;
  if (finite(raw.playerState)) info.playerState = raw.playerState;
  if (finite(raw.playbackRate) && raw.playbackRate > 0) info.playbackRate = raw.playbackRate;
  if (finite(raw.playlistIndex) && raw.playlistIndex >= 0) info.playlistIndex = raw.playlistIndex;
  const videoData = raw.videoData as Record<string, unknown> | undefined;
  if (videoData && typeof videoData.video_id === "string" && /^[A-Za-z0-9_-]{11}$/.test(videoData.video_id))
    info.videoId = videoData.video_id;
  return Object.keys(info).length > 0 ? info : undefined;
}

/**
 * The report a message carries, or null: only a message from `origin` whose source is `frameWindow` (the window of
 * the iframe Corsi made for that video) counts, and only JSON of the player's shape. Never throws.
 */
export function readPlayerMessage(message: ReceivedMessage, origin: string, frameWindow: unknown): PlayerReport | null {
  if (message.origin !== origin || !frameWindow || message.source !== frameWindow) return null;
  if (typeof message.data !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const { event, info } = parsed as { event?: unknown; info?: unknown };
  switch (event) {
    case "onReady":
      return { kind: "ready" };
    case "initialDelivery":
    case "infoDelivery": {
      const read = infoOf(info);
      return read ? { kind: "info", info: read } : null;
    }
    case "onStateChange":
      return finite(info) ? { kind: "state", state: info } : null;
    case "onPlaybackRateChange":
      return finite(info) && info > 0 ? { kind: "rate", rate: info } : null;
    default:
      return null;
  }
}

/** The text of a message to the player: `listening` (so it starts reporting), or a command. */
export function listeningMessage(id: number): string {
  return JSON.stringify({ event: "listening", id, channel: "widget" });
}

export function commandMessage(
  id: number,
  func: "seekTo" | "setPlaybackRate" | "playVideo" | "pauseVideo",
  args: unknown[] = [],
): string {
  return JSON.stringify({ event: "command", func, args, id, channel: "widget" });
}
