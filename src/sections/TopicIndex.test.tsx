import React from "react";
import { render, screen } from "@testing-library/react";
import { TopicIndex } from "./TopicIndex";
import { startFilters } from "../catalogTools/filters";

/** A topic of these videos, each by its values for the filters (language~length~captions~level). */
const topic = (title: string, videos: string[]) => ({
  title,
  pagePath: `/Free/${title.toLowerCase()}`,
  videoCount: videos.length,
  facets: [...new Set(videos)].map((key) => ({ key, count: videos.filter((video) => video === key).length })),
});
const topics = [
  topic("Go", ["en~short~~", "en~medium~~", "en~~~"]),
  topic("Rust", ["ar~long~1~beginner", "ar~~~", "en~short~~"]),
];
const visibleLinks = () =>
  screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")] as const);

/** The filters as a topic index's page has them: each one's values, "" for any. */
const FILTERS = { lang: ["", "ar", "en"], length: ["", "short", "medium", "long"], captions: ["", "1"] };

/** The index under the filters' code, with the address given. */
function filtered(address: string, more?: { href: string; label: string }) {
  history.replaceState(null, "", address);
  const { container } = render(
    <>
      {Object.entries(FILTERS).map(([name, values]) => (
        <select key={name} data-filter={name} defaultValue="">
          {values.map((value) => (
            <option key={value} value={value}>
              {value || "Any"}
            </option>
          ))}
        </select>
      ))}
      <TopicIndex label="Topics" topics={topics} progressText="{watched} of {total} watched" more={more} />
    </>,
  );
  startFilters(container, location, history);
}

describe("the topic index", () => {
  afterEach(() => history.replaceState(null, "", "/"));

  it("links each topic with its count, and nothing more when it holds every topic", () => {
    render(<TopicIndex label="Topics" topics={topics} progressText="{watched} of {total} watched" />);
    expect(visibleLinks()).toEqual([
      ["Go 3", "/Free/go"],
      ["Rust 3", "/Free/rust"],
    ]);
  });

  it("under the language filter, keeps the topics with such videos, their count in it, and the choice in every link", () => {
    filtered("/Free?lang=ar", { href: "/Topics", label: "All 300 topics" });
    expect(visibleLinks()).toEqual([
      ["Rust 2", "/Free/rust?lang=ar"],
      ["All 300 topics", "/Topics?lang=ar"],
    ]);
  });

  it("counts the videos of the chosen length, with or without a language, and keeps both in the links", () => {
    filtered("/Free?length=short");
    expect(visibleLinks()).toEqual([
      ["Go 1", "/Free/go?length=short"],
      ["Rust 1", "/Free/rust?length=short"],
    ]);
  });

  it("counts a language's videos of one length", () => {
    filtered("/Free?lang=ar&length=long");
    expect(visibleLinks()).toEqual([["Rust 1", "/Free/rust?lang=ar&length=long"]]);
  });

  it("counts the videos with captions", () => {
    filtered("/Free?captions=1");
    expect(visibleLinks()).toEqual([["Rust 1", "/Free/rust?captions=1"]]);
  });

  it("drops a topic whose videos in the language chosen have none of the length chosen", () => {
    filtered("/Free?lang=en&length=long");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
