import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoPlayer } from "./VideoPlayer";

const video = {
  youtubeId: "kgN7veo9tC0",
  playlistId: "PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o",
  title: "Dart course, part 1",
  channel: "Wael Abu Hamza",
};

describe("VideoPlayer", () => {
  it("shows a local poster with a play button named after the video, and no iframe", () => {
    const { container } = render(<VideoPlayer {...video} />);
    expect(screen.getByRole("button", { name: "Play: Dart course, part 1" })).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it.each([
    ["a click", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button"))],
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
    render(<VideoPlayer {...video} />);
    await press(user);
    const frame = screen.getByTitle("Dart course, part 1");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/kgN7veo9tC0?autoplay=1&list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o",
    );
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
