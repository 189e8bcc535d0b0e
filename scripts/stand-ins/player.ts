import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for YouTube's embedded player (www.youtube-nocookie.com/embed/<id>), for the tests of Corsi's player
 * module (src/player/): a page at /embed/<id> that speaks the player's side of the messages YouTube's IFrame API uses.
 * Told `listening` by its parent, it answers `initialDelivery` (everything it knows), then `onReady`, and from then on
 * `infoDelivery` messages carrying only the fields that changed, `onStateChange` (1 playing, 2 paused, 0 ended) and
 * `onPlaybackRateChange`, posted to any origin as YouTube's are. It takes the commands `seekTo`, `setPlaybackRate`,
 * `playVideo` and `pauseVideo`. With `autoplay=1` it plays once ready; with `list=` it plays `lessons` in turn.
 *
 * A test drives it as a learner would through its own controls, called in the frame: `standIn.play()`, `.pause()`,
 * `.seek(s)`, `.end()`, `.rate(r)`, `.next()` (the playlist moves to its next video); `standIn.commands` lists what
 * the page asked of it, and `standIn.state().ready` whether the page has said "listening". Time runs `tick` seconds of video for each tick of 100 ms while playing (default 1: ten times
 * faster than real time, so a test is short).
 *
 * Selected at build by CORSI_PLAYER_ORIGIN (the server below); the tests may serve the same page in place of the real
 * origin instead (`standInPlayerPage`, through Playwright's routing), so the fixture build keeps YouTube's.
 */

export interface StandInPlayerOptions {
  /** Every video's length in seconds, by id (default `duration`). */
  durations?: Record<string, number>;
  /** The length of a video not in `durations`. */
  duration?: number;
  /** A playlist's videos in order, by playlist id. */
  playlists?: Record<string, string[]>;
  /** Seconds of video a tick of 100 ms plays. */
  tick?: number;
}

/**
 * The stand-in page's script: the embed's side of YouTube's postMessage protocol (listening, infoDelivery,
 * onStateChange, onReady and the commands), playing by ticks, with `window.standIn` for the tests to drive. It reads
 * the page's `config` (standInPlayerPage).
 */
const STAND_IN_SCRIPT = `(() => {
  const state = { time: config.start, rate: 1, playerState: -1, index: Math.max(0, config.playlist.indexOf(config.id)) };
  let listening = false, ready = false, timer = 0, channelId = 0;
  const video = () => config.playlist[state.index];
  const duration = () => config.durations[video()] ?? config.duration;
  const post = (event, info) => listening && parent.postMessage(JSON.stringify({ event, info, id: channelId, channel: "widget" }), "*");
  const deliver = (info) => post("infoDelivery", info);
  const show = () => (document.getElementById("state").textContent = video() + " " + state.playerState + " " + Math.floor(state.time));
  const setState = (next) => {
    if (state.playerState === next) return;
    state.playerState = next;
    post("onStateChange", next);
    deliver({ playerState: next });
    clearInterval(timer);
    if (next === 1) timer = setInterval(() => {
      state.time = Math.min(duration(), state.time + config.tick * state.rate);
      deliver({ currentTime: state.time });
      if (state.time >= duration()) end();
      show();
    }, 100);
    show();
  };
  const end = () => {
    state.time = duration();
    deliver({ currentTime: state.time });
    setState(0);
    if (state.index + 1 < config.playlist.length) next();
  };
  const next = () => {
    state.index += 1;
    state.time = 0;
    deliver({ videoData: { video_id: video(), title: video() }, playlistIndex: state.index, duration: duration(), currentTime: 0 });
    setState(-1);
    setState(1);
  };
  const commands = [];
  window.standIn = {
    commands,
    play: () => setState(1),
    pause: () => setState(2),
    seek: (seconds) => { state.time = seconds; deliver({ currentTime: seconds }); show(); },
    end,
    next,
    rate: (rate) => { state.rate = rate; post("onPlaybackRateChange", rate); deliver({ playbackRate: rate }); },
    state: () => ({ ...state, video: video(), ready }),
  };
  addEventListener("message", (event) => {
    if (event.source !== parent || !config.api || typeof event.data !== "string") return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.event === "listening") {
      channelId = message.id;
      if (listening) return;
      listening = true;
      post("initialDelivery", {
        currentTime: state.time, duration: duration(), playerState: state.playerState, playbackRate: state.rate,
        videoData: { video_id: video(), title: video() }, playlistIndex: state.index,
      });
      ready = true;
      post("onReady", { playerId: channelId });
      if (config.autoplay) setState(1);
    } else if (message.event === "command" && ready) {
      commands.push({ func: message.func, args: message.args });
      if (message.func === "seekTo") window.standIn.seek(Number(message.args[0]));
      if (message.func === "setPlaybackRate") window.standIn.rate(Number(message.args[0]));
      if (message.func === "playVideo") setState(1);
      if (message.func === "pauseVideo") setState(2);
    }
  });
  show();
})();
`;

/** The stand-in's page for one embed address (its path and query: /embed/<id>?autoplay=1&list=…&enablejsapi=1). */
export function standInPlayerPage(address: string, options: StandInPlayerOptions = {}): string {
  const url = new URL(address, "http://stand-in");
  const id = /^\/embed\/([A-Za-z0-9_-]{11})/.exec(url.pathname)?.[1] ?? "";
  const list = url.searchParams.get("list");
  const config = {
    id,
    autoplay: url.searchParams.get("autoplay") === "1",
    api: url.searchParams.get("enablejsapi") === "1",
    start: Number(url.searchParams.get("start") ?? 0),
    playlist: list ? (options.playlists?.[list] ?? [id]) : [id],
    durations: options.durations ?? {},
    duration: options.duration ?? 600,
    tick: options.tick ?? 1,
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>Stand-in player</title></head>
<body style="margin:0;background:#000;color:#fff;font:14px sans-serif"><p id="state">stand-in player: ${id}</p>
<script>
const config = ${JSON.stringify(config)};
${STAND_IN_SCRIPT}</script></body></html>`;
}

export interface StandInPlayer {
  server: Server;
  origin: string;
  /** Every address asked for. */
  requests: string[];
}

/** The stand-in served at /embed/<id> on this machine, for a build with CORSI_PLAYER_ORIGIN set to `origin`. */
export async function startStandInPlayer(
  options: StandInPlayerOptions & { port?: number } = {},
): Promise<StandInPlayer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const address = request.url ?? "/";
    requests.push(address);
    if (!address.startsWith("/embed/")) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(standInPlayerPage(address, options));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

if (require.main === module) {
  void startStandInPlayer({ port: Number(process.argv[2] ?? 9300) }).then(({ origin }) =>
    console.log(`Stand-in player on ${origin}/embed/<id>`),
  );
}
