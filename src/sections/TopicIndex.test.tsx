import React from "react";
import { render, screen } from "@testing-library/react";
import { TopicIndex } from "./TopicIndex";

const topic = (title: string, languages: { language: string; count: number; lengths: number[] }[]) => ({
  title,
  pagePath: `/Free/${title.toLowerCase()}`,
  videoCount: languages.reduce((sum, { count }) => sum + count, 0),
  lengths: [0, 1, 2].map((index) => languages.reduce((sum, { lengths }) => sum + lengths[index], 0)),
  languages,
});
const topics = [
  topic("Go", [{ language: "English", count: 3, lengths: [1, 1, 0] }]),
  topic("Rust", [{ language: "Arabic", count: 2, lengths: [0, 0, 1] }]),
];
const all = { lang: "", length: "" };

describe("the topic index", () => {
  it("links each topic with its count, and nothing more when it holds every topic", () => {
    render(<TopicIndex label="Topics" topics={topics} filters={all} progressText="{watched} of {total} watched" />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Go 3", "/Free/go"],
      ["Rust 2", "/Free/rust"],
    ]);
  });

  it("ends with a link to the list of every topic when it holds only the first, keeping the chosen language", () => {
    render(
      <TopicIndex
        label="Topics"
        topics={topics}
        filters={{ lang: "ar", length: "" }}
        progressText="{watched} of {total} watched"
        more={{ href: "/Topics", label: "All 300 topics" }}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Rust 2", "All 300 topics"]);
    expect(screen.getByRole("link", { name: "All 300 topics" }).getAttribute("href")).toBe("/Topics?lang=ar");
  });

  it("counts the videos of the chosen length, with or without a language, and keeps both in the links", () => {
    render(<TopicIndex label="Topics" topics={topics} filters={{ lang: "", length: "short" }} progressText="" />);
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Go 1", "/Free/go?length=short"],
    ]);
  });

  it("counts a language's videos of one length", () => {
    render(<TopicIndex label="Topics" topics={topics} filters={{ lang: "ar", length: "long" }} progressText="" />);
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Rust 1", "/Free/rust?lang=ar&length=long"],
    ]);
  });
});
