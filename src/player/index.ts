import { PLAYER_ORIGIN } from "../content/youtube";
import type {
  CardData,
  DataAttributes,
  Dataset,
  PlayerFrameData,
  PlaylistCourseData,
} from "../components/controlNames";
import { PLAYER_FRAME_CLASS, PLAYER_STARTED_EVENT } from "../components/controlNames";
import { PLAYLIST_COURSE_CLASS, STATUS_CLASS, TOGGLES_CLASS } from "../learner/keys";
import { commandMessage, listeningMessage, PLAYER_STATE, type PlayerInfo, readPlayerMessage } from "./messages";
import { reachedEnd, writeDue } from "./place";
import { change, forgetPlace, keepPlace, type Player, read, tickLesson } from "./listEntry";
import { cancelNext, type NextTexts, offerNext } from "./nextCourse";
import { keepSpeed, keptSpeed } from "./speed";
import { drawPlaces, type PlacesTexts } from "./places";
import { registerOfflineWorker } from "../offline/register";
import { button, LINK_BUTTON_CLASS } from "../learner/element";

/**
 * The player keeps the learner's place (docs/decisions/0033-the-player-keeps-the-place.md). Loaded by the head script
 * at the first Play (plugins/corsi-boot/inline/playerScript.ts), never before: it speaks to each player Corsi made
 * through the messages YouTube's embedded player exchanges with its page (./messages.ts), and nothing else is loaded
 * from YouTube. While a video plays it keeps its position in the learner's list (written at most every few seconds,
 * at pause, at the end and when the page is hidden, without a tick of the backup clock), seeks a new player to the
 * place kept, marks the video Watched at its end (with an Undo in the page's status line), ticks a course's lesson
 * when the playlist moves on, offers a path's next course, and gives every player the speed the learner chose last.
 */

/** Texts by edition, written in at build from data/site.yaml (plugins/corsi-boot/scriptBundles.ts). */
interface PlayerTexts extends PlacesTexts, NextTexts {
  watched: string;
  undo: string;
}
declare const CORSI_PLAYER_TEXTS: Record<string, PlayerTexts>;

const players: Player[] = [];
const texts = (): PlayerTexts =>
  CORSI_PLAYER_TEXTS[document.documentElement.lang] ?? CORSI_PLAYER_TEXTS[Object.keys(CORSI_PLAYER_TEXTS)[0]];
const send = (player: Player, text: string) => player.frame.contentWindow?.postMessage(text, PLAYER_ORIGIN);

/** The status line's message, with an Undo that puts the entry back as it was. */
function tell(message: string, undo?: () => void): void {
  document.querySelectorAll<HTMLElement>(`.${STATUS_CLASS}`).forEach((status) => {
    status.textContent = message + " ";
    if (!undo) return;
    const undoButton = button(LINK_BUTTON_CLASS, texts().undo);
    undoButton.addEventListener("click", () => {
      undo();
      status.textContent = "";
    });
    status.append(undoButton);
  });
}

/** The video reached its end: Watched, as a press of Watched marks it; in a course, that lesson ticked. */
function finish(player: Player): void {
  if (player.ended) return;
  player.ended = true;
  if (player.playlist) {
    tickLesson(player, player.videoId);
    return;
  }
  const before = read()?.videos[player.entry];
  if (!before?.watched) {
    change(
      player,
      (entry) => {
        entry.watched = true;
        delete entry.position;
        delete entry.lesson;
        delete entry.lessons;
      },
      true,
    );
    tell(texts().watched, () =>
      change(
        player,
        (entry) => {
          delete entry.watched;
          if (before?.position) entry.position = before.position;
        },
        true,
      ),
    );
  }
  offerNext(player.frame, () => player.state === PLAYER_STATE.paused, texts());
}

/** What the player reported: its place kept, its end marked, a course's lesson ticked as the playlist moves on. */
function hear(player: Player, info: PlayerInfo): void {
  if (info.videoId && player.videoId && info.videoId !== player.videoId && player.playlist) {
    tickLesson(player, player.videoId);
    player.ended = false;
    player.time = 0;
  }
  if (info.videoId) player.videoId = info.videoId;
  if (info.duration) player.duration = info.duration;
  if (info.playbackRate && player.ready) keepSpeed(info.playbackRate);
  // The time first: a state that comes with it (a pause) keeps the place at that time.
  if (info.currentTime !== undefined) player.time = info.currentTime;
  // The moment a note written now is about (src/notes/): the frame says it, for a module that knows no player.
  const frameData: DataAttributes<PlayerFrameData> = {
    "data-at": player.time !== undefined ? Math.floor(player.time) : null,
    "data-lesson": player.lessons ? player.videoId : null,
  };
  for (const [name, value] of Object.entries(frameData))
    if (value !== null && value !== undefined) player.frame.setAttribute(name, String(value));
  if (info.playerState !== undefined) state(player, info.playerState);
  if (info.currentTime !== undefined) {
    if (reachedEnd(info.currentTime, player.duration)) finish(player);
    else if (player.state === PLAYER_STATE.playing && writeDue(player.lastWrite, Date.now())) keepPlace(player);
  }
}

function state(player: Player, next: number): void {
  const before = player.state;
  player.state = next;
  if (next === PLAYER_STATE.playing) player.ended = false;
  if (next === PLAYER_STATE.ended) finish(player);
  else if (next === PLAYER_STATE.paused && before !== PLAYER_STATE.paused) {
    keepPlace(player);
    cancelNext();
  }
}

/** Once the player takes commands: the place kept, and the learner's speed. */
function ready(player: Player): void {
  if (player.ready) return;
  player.ready = true;
  const entry = read()?.videos[player.entry];
  // A course's player starts at the poster's lesson: the place kept is that lesson's, or another's (not sought).
  const starts = /\/embed\/([A-Za-z0-9_-]{11})/.exec(player.frame.src)?.[1];
  const here = player.lessons ? entry?.lesson === starts : !entry?.lesson;
  // A player asked to start at a moment (a note's time, src/notes/) starts there, not at the place kept.
  const placed = /[?&]start=\d/.test(player.frame.src);
  if (entry?.position && !entry.watched && here && !placed)
    send(player, commandMessage(player.id, "seekTo", [entry.position, true]));
  const rate = keptSpeed();
  if (rate) send(player, commandMessage(player.id, "setPlaybackRate", [rate]));
}

/** Each player Corsi made and this module does not know yet: told to report, until it answers. */
function adopt(): void {
  document.querySelectorAll<HTMLIFrameElement>(`iframe.${PLAYER_FRAME_CLASS}`).forEach((frame) => {
    if (players.some((player) => player.frame === frame)) return;
    const card = frame.closest("article");
    const group = card?.querySelector<HTMLElement>(`.${TOGGLES_CLASS}`);
    const course = frame.closest<HTMLElement>(`.${PLAYLIST_COURSE_CLASS}`);
    const data: Dataset<CardData & PlaylistCourseData> = (course ?? group)?.dataset ?? {};
    if (!data.video) return;
    const heading = document.getElementById(group?.getAttribute("aria-labelledby") ?? "");
    const player: Player = {
      frame,
      id: players.length + 1,
      entry: data.video,
      topic: data.topic,
      playlist: data.playlist,
      title: (heading?.textContent ?? document.querySelector("h1")?.textContent ?? data.video).trim(),
      lessons: course ? (data.lessons ?? "").split(" ").map((lesson) => lesson.slice(0, 11)) : undefined,
      ready: false,
      ended: false,
    };
    players.push(player);
    // YouTube's own script says "listening" until the player answers: the frame may not have loaded yet.
    const hello = () => {
      if (player.ready || player.time !== undefined || !document.contains(frame)) return clearInterval(timer);
      send(player, listeningMessage(player.id));
    };
    const timer = window.setInterval(hello, 250);
    frame.addEventListener("load", hello);
    hello();
  });
}

addEventListener("message", (event) => {
  for (const player of players) {
    const report = readPlayerMessage(event, PLAYER_ORIGIN, player.frame.contentWindow);
    if (!report) continue;
    if (report.kind === "ready") ready(player);
    else if (report.kind === "info") hear(player, report.info);
    else if (report.kind === "state") state(player, report.state);
    else if (report.kind === "rate") keepSpeed(report.rate);
    return;
  }
});

// The place, kept as the learner leaves: the tab hidden, the page closed.
addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden")
    players.forEach((player) => player.state === PLAYER_STATE.playing && keepPlace(player));
});
addEventListener(PLAYER_STARTED_EVENT, adopt);
adopt();

// Every card's "Resume at" line; "Start from the beginning" forgets the place (not a change for the backup clock).
drawPlaces(() => read()?.videos, texts(), forgetPlace);

// What a learner starts registers the offline worker (docs/decisions/0037-the-app-at-hand-offline.md).
registerOfflineWorker();
