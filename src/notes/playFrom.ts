import { PLAYER_ORIGIN } from "../content/youtube";
import {
  type Dataset,
  PLAYER_FRAME_CLASS,
  PLAYER_POSTER_CLASS,
  PLAYER_STARTED_EVENT,
  type PlayerFrameData,
  type PosterData,
} from "../components/controlNames";
import type { ListNote } from "../learner/list";
import { commandMessage } from "../player/messages";

/**
 * A note's time, pressed: its video plays from that moment in Corsi's player, and nothing is loaded from YouTube
 * that Play would not load. A player already showing that video is sought there (the messages of src/player/); else a
 * new one starts at the moment (the embed's own `start`, which the player module does not override with the place it
 * kept): from the card's poster, pressed as the learner would, or, in a course whose player plays another lesson, in
 * a new frame the player module adopts.
 */
export function playFrom(scope: HTMLElement, note: ListNote): void {
  const seconds = note.at ?? 0;
  const frame = scope.querySelector<HTMLIFrameElement>(`iframe.${PLAYER_FRAME_CLASS}`);
  const playing = frame && (frame.dataset as Dataset<PlayerFrameData>);
  if (
    frame &&
    playing &&
    (!note.lesson || playing.lesson === note.lesson || (!playing.lesson && within(frame, note)))
  ) {
    frame.contentWindow?.postMessage(commandMessage(0, "seekTo", [seconds, true]), PLAYER_ORIGIN);
    frame.contentWindow?.postMessage(commandMessage(0, "playVideo"), PLAYER_ORIGIN);
    frame.focus();
    return;
  }
  const poster = scope.querySelector<HTMLElement>(`button.${PLAYER_POSTER_CLASS}`);
  const embed = poster ? (poster.dataset as Dataset<PosterData>).embed : frame?.src;
  if (!embed) return;
  const url = new URL(embed);
  if (note.lesson) url.pathname = url.pathname.replace(/[^/]+$/, note.lesson);
  url.searchParams.delete("enablejsapi");
  url.searchParams.set("autoplay", "1");
  url.searchParams.set("start", String(seconds));
  if (poster) {
    poster.setAttribute("data-embed" satisfies `data-${keyof PosterData}`, url.href);
    poster.click();
    return;
  }
  if (!frame) return;
  const next = frame.cloneNode() as HTMLIFrameElement;
  url.searchParams.set("enablejsapi", "1");
  next.src = url.href;
  next.removeAttribute("data-at");
  next.removeAttribute("data-lesson");
  frame.replaceWith(next);
  next.focus();
  dispatchEvent(new Event(PLAYER_STARTED_EVENT));
}

/** A frame that has not said which lesson it plays yet: its address names the video it started at. */
function within(frame: HTMLIFrameElement, note: ListNote): boolean {
  return !!note.lesson && new URL(frame.src).pathname.endsWith(`/${note.lesson}`);
}
