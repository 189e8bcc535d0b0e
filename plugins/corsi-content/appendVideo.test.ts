import { parseDocument } from "yaml";
import { AppendError, appendVideo, entryLines } from "./appendVideo";
import { topicSchema } from "./schema";

/** An owner's file: comments everywhere, blank lines, quoting of their own, Arabic, and a key after the videos. */
const OWNERS_FILE = `# Python, for the Arabic edition first
title: Python Learning   # the English name
titleAr: تعلّم Python

videos:
  # the course everyone starts with
  - youtubeId: h3VCQjyaLws
    title: 'Why learn programming with Python'
    titleAr: "لماذا تتعلّم البرمجة بلغة Python"   # checked with the author

    channel: Codezilla
    language: Arabic
    added: 2026-11-22
  - youtubeId: XKHEtdqhLK8
    title: Python full course
    titleAr: دورة Python الكاملة
    # the channel's name, as YouTube writes it
    channel: Bro Code
    added: 2026-11-22

# below the videos: where the topic sits on /Free
position: 4
`;

const ENTRY = {
  youtubeId: "fixAdd00001",
  title: "Git: the basics",
  titleAr: "أساسيات Git #1",
  channel: "Codezilla",
  language: "Arabic" as const,
  published: "2023-05-04",
  added: "2026-11-27",
};

describe("appendVideo", () => {
  it("adds the entry's lines after the last video and keeps every other byte of the file", () => {
    const result = appendVideo(OWNERS_FILE, ENTRY);
    const lastLine = "    added: 2026-11-22\n";
    const split = OWNERS_FILE.lastIndexOf(lastLine) + lastLine.length;
    const added = [
      "  - youtubeId: fixAdd00001",
      '    title: "Git: the basics"',
      '    titleAr: "أساسيات Git #1"',
      "    channel: Codezilla",
      "    language: Arabic",
      "    published: 2023-05-04",
      "    added: 2026-11-27",
      "",
    ].join("\n");
    expect(result).toBe(OWNERS_FILE.slice(0, split) + added + OWNERS_FILE.slice(split));
    // Read back: the same topic, one more video, valid against the schema.
    const topic = topicSchema.parse(parseDocument(result).toJS());
    expect(topic.videos).toHaveLength(3);
    expect(topic.videos[2]).toEqual(ENTRY);
    expect(topic.position).toBe(4);
  });

  it("adds a line break first when the file does not end with one", () => {
    const source = "title: Go\nposition: 7\nvideos:\n- youtubeId: fixVid00051\n  title: Go in one video";
    expect(appendVideo(source, { youtubeId: "fixAdd00002", title: "Go again", added: "2026-11-27" })).toBe(
      `${source}\n- youtubeId: fixAdd00002\n  title: Go again\n  added: 2026-11-27\n`,
    );
  });

  it("keeps a file's Windows line ends", () => {
    const source = "title: Go\r\nposition: 7\r\nvideos:\r\n  - youtubeId: fixVid00051\r\n    title: Go\r\n";
    expect(appendVideo(source, { youtubeId: "fixAdd00002", title: "Go again", added: "2026-11-27" })).toBe(
      `${source}  - youtubeId: fixAdd00002\r\n    title: Go again\r\n    added: 2026-11-27\r\n`,
    );
  });

  it("keeps a comment on the last video's last line with that line", () => {
    const source = "title: Go\nposition: 7\nvideos:\n  - youtubeId: fixVid00051\n    title: Go # short\n";
    expect(appendVideo(source, { youtubeId: "fixAdd00002", title: "Go again", added: "2026-11-27" })).toBe(
      `${source}  - youtubeId: fixAdd00002\n    title: Go again\n    added: 2026-11-27\n`,
    );
  });

  it("quotes what YAML would read as something other than text", () => {
    expect(
      entryLines({ youtubeId: "12345678901", title: "2024", channel: "null", titleAr: "- x", added: "2026-11-27" }),
    ).toEqual([
      '- youtubeId: "12345678901"',
      '  title: "2024"',
      '  titleAr: "- x"',
      '  channel: "null"',
      "  added: 2026-11-27",
    ]);
  });

  it.each([
    ["a list written on one line", "title: Go\nposition: 7\nvideos: [{youtubeId: fixVid00051, title: Go}]\n"],
    ["no videos", "title: Go\nposition: 7\n"],
    ["YAML that cannot be read", "title: Go\n  position: : 7\nvideos:\n"],
  ])("refuses %s", (_, source) => {
    expect(() => appendVideo(source, { youtubeId: "fixAdd00002", title: "Go again", added: "2026-11-27" })).toThrow(
      AppendError,
    );
  });
});
