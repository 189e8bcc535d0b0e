import React from "react";
import { render, screen } from "@testing-library/react";
import { TopicIndex } from "./TopicIndex";
import { startFilters } from "../catalogTools/filters";

const topic = (title: string, languages: { language: string; count: number }[]) => ({
  title,
  pagePath: `/Free/${title.toLowerCase()}`,
  videoCount: languages.reduce((sum, { count }) => sum + count, 0),
  languages,
});
const topics = [
  topic("Go", [{ language: "English", count: 3 }]),
  topic("Rust", [
    { language: "Arabic", count: 2 },
    { language: "English", count: 1 },
  ]),
];
const visibleLinks = () =>
  screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")] as const);

describe("the topic index", () => {
  it("links each topic with its count, and nothing more when it holds every topic", () => {
    render(<TopicIndex label="Topics" topics={topics} progressText="{watched} of {total} watched" />);
    expect(visibleLinks()).toEqual([
      ["Go 3", "/Free/go"],
      ["Rust 3", "/Free/rust"],
    ]);
  });

  it("under the language filter, keeps the topics with such videos, their count in it, and the choice in every link", () => {
    history.replaceState(null, "", "/Free?lang=ar");
    const { container } = render(
      <>
        <select data-filter="lang" defaultValue="">
          <option value="">All</option>
          <option value="ar">Arabic</option>
        </select>
        <TopicIndex
          label="Topics"
          topics={topics}
          progressText="{watched} of {total} watched"
          more={{ href: "/Topics", label: "All 300 topics" }}
        />
      </>,
    );
    startFilters(container, location, history);
    expect(visibleLinks()).toEqual([
      ["Rust 2", "/Free/rust?lang=ar"],
      ["All 300 topics", "/Topics?lang=ar"],
    ]);
    history.replaceState(null, "", "/");
  });
});
