import { PLAYER_ORIGIN } from "../content/youtube";
import type { CardData, Dataset, PlaylistCourseData } from "../components/controlNames";
import { PLAYER_FRAME_CLASS, PLAYER_STARTED_EVENT } from "../components/controlNames";
import { readKeeping } from "../learner/keeping";
import {
  PATH_STEPS_CLASS,
  PLAYER_SPEED_KEY,
  PLAYLIST_COURSE_CLASS,
  STATUS_CLASS,
  TOGGLES_CLASS,
} from "../learner/keys";
import { isKept, type ListEntry } from "../learner/list";
import { readKeptList, readStoredList, setAside, writeKeptList } from "../learner/storedList";
import { LIST_WRITER_OPTIONS } from "../../plugins/corsi-boot/inline/keptList";
import { commandMessage, listeningMessage, PLAYER_STATE, type PlayerInfo, readPlayerMessage } from "./messages";
import { keptPlace, reachedEnd, writeDue } from "./place";
import { NEXT_COUNTDOWN_SECONDS, nextMayStart } from "./nextCourse";
import { drawPlaces, type PlacesTexts } from "./places";
import { fill } from "../content/text";

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
interface PlayerTexts extends PlacesTexts {
  watched: string;
  undo: string;
  next: string;
  nextIn: string;
  playNow: string;
  cancel: string;
}
declare const CORSI_PLAYER_TEXTS: Record<string, PlayerTexts>;

/** What the module knows of one player: the frame, the list's entry it plays, and what the player last said. */
interface Player {
  frame: HTMLIFrameElement;
  id: number;
  entry: string;
  topic?: string;
  playlist?: string;
  title: string;
  /** A course's lessons, on its own page (each lesson's id), to know when all are ticked. */
  lessons?: string[];
  ready: boolean;
  time?: number;
  duration?: number;
  state?: number;
  videoId?: string;
  lastWrite?: number;
  ended: boolean;
}

const players: Player[] = [];
const texts = (): PlayerTexts =>
  CORSI_PLAYER_TEXTS[document.documentElement.lang] ?? CORSI_PLAYER_TEXTS[Object.keys(CORSI_PLAYER_TEXTS)[0]];
const send = (player: Player, text: string) => player.frame.contentWindow?.postMessage(text, PLAYER_ORIGIN);
const read = () => readKeptList(LIST_WRITER_OPTIONS, readStoredList, setAside);

/** Changes the player's entry in the list, through the list's one writer; a newer version's list is left as it is. */
function change(player: Player, edit: (entry: ListEntry) => void, counted: boolean): boolean {
  const list = read();
  if (!list || list.kind === "newer") return false;
  const entry: ListEntry = { ...(list.videos[player.entry] ?? { title: player.title }) };
  if (player.topic && !entry.topic) entry.topic = player.topic;
  if (player.playlist && !entry.playlist) entry.playlist = player.playlist;
  edit(entry);
  const videos = { ...list.videos };
  if (isKept(entry)) videos[player.entry] = entry;
  else delete videos[player.entry];
  return writeKeptList(LIST_WRITER_OPTIONS, videos, readKeeping, counted);
}

/** Writes where the player is (or forgets the place, in its first or last seconds). */
function keepPlace(player: Player): void {
  if (player.time === undefined || player.ended) return;
  const place = keptPlace(player.time, player.duration);
  const lesson = player.lessons && player.videoId;
  player.lastWrite = Date.now();
  change(
    player,
    (entry) => {
      if (entry.watched) return;
      if (place) entry.position = place;
      else delete entry.position;
      if (place && lesson) entry.lesson = lesson;
      else delete entry.lesson;
    },
    false,
  );
}

/** The status line's message, with an Undo that puts the entry back as it was. */
function tell(message: string, undo?: () => void): void {
  document.querySelectorAll<HTMLElement>(`.${STATUS_CLASS}`).forEach((status) => {
    status.textContent = message + " ";
    if (!undo) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn-link btn-sm p-0 align-baseline";
    button.textContent = texts().undo;
    button.addEventListener("click", () => {
      undo();
      status.textContent = "";
    });
    status.append(button);
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
  offerNext(player);
}

/** A course's lesson ended or was left for the next: ticked, as a press of its tick would; all ticked is Watched. */
function tickLesson(player: Player, lesson: string | undefined): void {
  if (!lesson) return;
  change(
    player,
    (entry) => {
      if (entry.watched) return;
      const ticked = new Set(entry.lessons ?? []);
      if (player.lessons && !player.lessons.includes(lesson)) return;
      ticked.add(lesson);
      if (player.lessons && player.lessons.every((id) => ticked.has(id))) {
        entry.watched = true;
        delete entry.lessons;
        delete entry.position;
        delete entry.lesson;
      } else entry.lessons = [...ticked];
    },
    true,
  );
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

/** The learner's speed, kept beside the list for the next player (not a change of the list). */
function keepSpeed(rate: number): void {
  try {
    if (rate === 1) localStorage.removeItem(PLAYER_SPEED_KEY);
    else localStorage.setItem(PLAYER_SPEED_KEY, String(rate));
  } catch {
    // Kept nowhere: the next player plays at its own speed.
  }
}

function keptSpeed(): number | undefined {
  try {
    const rate = Number(localStorage.getItem(PLAYER_SPEED_KEY));
    return rate > 0 && rate !== 1 && rate <= 4 ? rate : undefined;
  } catch {
    return undefined;
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
  if (entry?.position && !entry.watched && here)
    send(player, commandMessage(player.id, "seekTo", [entry.position, true]));
  const rate = keptSpeed();
  if (rate) send(player, commandMessage(player.id, "setPlaybackRate", [rate]));
}

// The next course on a path page: offered at the end of one, played after a countdown unless cancelled.
let countdown: { timer: number; panel: HTMLElement; cancelled: boolean } | undefined;

function cancelNext(): void {
  if (!countdown) return;
  clearInterval(countdown.timer);
  countdown.cancelled = true;
  countdown.panel.remove();
  countdown = undefined;
}

/** The next course's Play on a path page (the cards' order is the path's), or none. */
function nextPoster(player: Player): HTMLElement | undefined {
  const path = player.frame.closest(`.${PATH_STEPS_CLASS}`);
  if (!path) return undefined;
  const cards = [...path.querySelectorAll<HTMLElement>(`.${TOGGLES_CLASS}`)];
  const at = cards.findIndex((card) => player.frame.closest("article")?.contains(card));
  for (const card of cards.slice(at + 1)) {
    const poster = card.closest("article")?.querySelector<HTMLElement>("button.player-poster");
    if (poster) return poster;
  }
  return undefined;
}

function offerNext(player: Player): void {
  const poster = nextPoster(player);
  if (!poster) return;
  cancelNext();
  const title = poster.dataset.title ?? "";
  const panel = document.createElement("div");
  panel.className = "player-next d-flex flex-wrap align-items-center gap-2 mt-2";
  const words = document.createElement("p");
  words.className = "mb-0 me-auto";
  words.setAttribute("role", "status");
  words.setAttribute("aria-live", "polite");
  const playNow = document.createElement("button");
  playNow.type = "button";
  playNow.className = "btn btn-primary btn-sm";
  playNow.textContent = texts().playNow;
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "btn btn-outline-primary btn-sm";
  cancel.textContent = texts().cancel;
  panel.append(words, playNow, cancel);
  player.frame.closest("article")?.querySelector(".card-body")?.prepend(panel);
  let left = NEXT_COUNTDOWN_SECONDS;
  const say = () => (words.textContent = `${fill(texts().next, { title })} ${fill(texts().nextIn, { seconds: left })}`);
  say();
  const start = () => {
    cancelNext();
    poster.click();
  };
  // Out of view as the countdown ends (scrolled away), nothing starts: the learner is elsewhere on the page.
  let inView = true;
  const view = new IntersectionObserver(([seen]) => (inView = seen.isIntersecting));
  view.observe(player.frame);
  countdown = {
    panel,
    cancelled: false,
    timer: window.setInterval(() => {
      left -= 1;
      if (left > 0) return say();
      view.disconnect();
      const cancelled = countdown?.cancelled ?? true;
      const paused = player.state === PLAYER_STATE.paused;
      if (nextMayStart({ cancelled, paused, inView: inView && document.contains(panel) })) start();
      else cancelNext();
    }, 1000),
  };
  playNow.addEventListener("click", start);
  cancel.addEventListener("click", () => {
    cancelNext();
    view.disconnect();
    // The button goes with the offer: the keyboard's focus returns to the player it was offered from.
    player.frame.focus();
  });
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
drawPlaces(
  () => read()?.videos,
  texts(),
  (id) => {
    const list = read();
    if (!list || list.kind === "newer" || !list.videos[id]) return;
    const videos = { ...list.videos };
    const entry = { ...videos[id] };
    delete entry.position;
    delete entry.lesson;
    if (isKept(entry)) videos[id] = entry;
    else delete videos[id];
    writeKeptList(LIST_WRITER_OPTIONS, videos, readKeeping, false);
  },
);
