import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { runInlineScript } from "../inline/testing";
import { PLAYER_OPTIONS, playerScript } from "./playerScript";
import { VideoPlayer } from "./VideoPlayer";

const video = {
  youtubeId: "kgN7veo9tC0",
  playlistId: "PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o",
  title: 'Dart course, part 1 <"quoted">',
  channel: "Wael & Co",
  label: 'Play: Dart course, part 1 <"quoted">',
};

describe("VideoPlayer with the head script that plays it", () => {
  let removeHeadScript: () => void;
  beforeEach(() => (removeHeadScript = runInlineScript(playerScript, PLAYER_OPTIONS)));
  afterEach(() => removeHeadScript());

  it("shows a local poster with a play button named after the video, and no iframe", () => {
    const { container } = render(<VideoPlayer {...video} />);
    expect(screen.getByRole("button", { name: 'Play: Dart course, part 1 <"quoted">' })).toBeTruthy();
    expect(container.querySelector(".player-poster-channel")?.textContent).toBe("Wael & Co");
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it.each([
    ["a click", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button"))],
    ["a click on its icon", (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector("svg")!)],
    [
      "Enter",
      async (user: ReturnType<typeof userEvent.setup>) => (
        screen.getByRole("button").focus(),
        user.keyboard("{Enter}")
      ),
    ],
    [
      "Space",
      async (user: ReturnType<typeof userEvent.setup>) => (screen.getByRole("button").focus(), user.keyboard(" ")),
    ],
  ])("plays on %s: swaps in the nocookie iframe and focuses it", async (_how, press) => {
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer {...video} />);
    await press(user);
    const frame = screen.getByTitle('Dart course, part 1 <"quoted">');
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/kgN7veo9tC0?autoplay=1&list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o",
    );
    expect(frame.getAttribute("allow")).toContain("autoplay");
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
  });
});
