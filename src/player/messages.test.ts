import { commandMessage, listeningMessage, readPlayerMessage, type ReceivedMessage } from "./messages";

const ORIGIN = "https://www.youtube-nocookie.com";
const frame = { name: "the player's window" };
const from = (data: unknown, overrides: Partial<ReceivedMessage> = {}): ReceivedMessage => ({
  origin: ORIGIN,
  source: frame,
  data: typeof data === "string" ? data : JSON.stringify(data),
  ...overrides,
});
const read = (message: ReceivedMessage) => readPlayerMessage(message, ORIGIN, frame);

describe("the player's messages", () => {
  it("reads each report YouTube's player sends", () => {
    expect(read(from({ event: "onReady", info: { playerId: 1 } }))).toEqual({ kind: "ready" });
    expect(
      read(
        from({
          event: "initialDelivery",
          info: {
            currentTime: 0,
            duration: 754.2,
            playerState: -1,
            playbackRate: 1,
            videoData: { video_id: "abcdefghijk" },
          },
        }),
      ),
    ).toEqual({
      kind: "info",
      info: { currentTime: 0, duration: 754.2, playerState: -1, playbackRate: 1, videoId: "abcdefghijk" },
    });
    // Only the fields that changed.
    expect(read(from({ event: "infoDelivery", info: { currentTime: 12.5 } }))).toEqual({
      kind: "info",
      info: { currentTime: 12.5 },
    });
    expect(read(from({ event: "infoDelivery", info: { playlistIndex: 6 } }))).toEqual({
      kind: "info",
      info: { playlistIndex: 6 },
    });
    expect(read(from({ event: "onStateChange", info: 0 }))).toEqual({ kind: "state", state: 0 });
    expect(read(from({ event: "onPlaybackRateChange", info: 1.5 }))).toEqual({ kind: "rate", rate: 1.5 });
  });

  it("ignores a message from another origin, another frame or the page itself, even a well-formed 'ended'", () => {
    const ended = { event: "onStateChange", info: 0 };
    expect(read(from(ended, { origin: "https://evil.example" }))).toBeNull();
    expect(read(from(ended, { origin: "https://www.youtube.com" }))).toBeNull();
    expect(read(from(ended, { source: { name: "another frame" } }))).toBeNull();
    expect(read(from(ended, { source: null }))).toBeNull();
    expect(readPlayerMessage(from(ended), ORIGIN, null)).toBeNull();
  });

  it("ignores what is not JSON of the player's shape, without an error", () => {
    for (const data of [
      "not json",
      "{",
      "null",
      "42",
      JSON.stringify({ event: "somethingElse", info: {} }),
      JSON.stringify({ event: "infoDelivery", info: { currentTime: "12" } }),
      JSON.stringify({ event: "infoDelivery", info: { currentTime: -4, duration: Number.NaN } }),
      JSON.stringify({ event: "infoDelivery", info: { videoData: { video_id: "<script>" } } }),
      JSON.stringify({ event: "onStateChange", info: "0" }),
      JSON.stringify({ event: "onPlaybackRateChange", info: 0 }),
    ])
      expect(read(from(data))).toBeNull();
    expect(read({ origin: ORIGIN, source: frame, data: { event: "onReady" } })).toBeNull();
  });

  it("writes listening and the commands as the IFrame API does", () => {
    expect(JSON.parse(listeningMessage(3))).toEqual({ event: "listening", id: 3, channel: "widget" });
    expect(JSON.parse(commandMessage(3, "seekTo", [754, true]))).toEqual({
      event: "command",
      func: "seekTo",
      args: [754, true],
      id: 3,
      channel: "widget",
    });
  });
});
