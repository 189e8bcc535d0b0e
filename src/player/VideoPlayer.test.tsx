import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { runInlineScript } from "../../plugins/corsi-boot/inline/testing";
import { PLAYER_OPTIONS, playerScript } from "../../plugins/corsi-boot/inline/playerScript";
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
      "https://www.youtube-nocookie.com/embed/kgN7veo9tC0?autoplay=1&list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o&enablejsapi=1",
    );
    expect(frame.getAttribute("allow")).toContain("autoplay");
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
  });

  const image = {
    src: "/static/a/640/x.webp",
    srcSet: "/static/a/360/x.webp 360w, /static/a/640/x.webp 640w",
    width: 640,
    height: 360,
  };

  it("with a thumbnail, shows it under the play button, without repeating the title on it", () => {
    const { container } = render(<VideoPlayer {...video} image={image} />);
    const picture = container.querySelector("img")!;
    expect(picture.getAttribute("srcset")).toBe("/static/a/360/x.webp 360w, /static/a/640/x.webp 640w");
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["640", "360"]);
    expect(picture.getAttribute("sizes")).toBeTruthy();
    expect(picture.getAttribute("alt")).toBe("");
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(picture.getAttribute("decoding")).toBe("async");
    expect(picture.hasAttribute("fetchpriority")).toBe(false);
    expect(screen.getByRole("button", { name: 'Play: Dart course, part 1 <"quoted">' })).toBeTruthy();
    expect(container.querySelector(".player-poster-title")).toBeNull();
  });

  it("fetches the page's first thumbnail at once, ahead of the others", () => {
    const { container } = render(<VideoPlayer {...video} image={image} priority />);
    const picture = container.querySelector("img")!;
    expect(picture.getAttribute("fetchpriority")).toBe("high");
    expect(picture.hasAttribute("loading")).toBe(false);
  });

  it("with a thumbnail, still swaps in one iframe on a press", async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer {...video} image={image} />);
    await user.click(screen.getByRole("button"));
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
