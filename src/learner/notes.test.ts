/**
 * @jest-environment node
 */
import { MAX_NOTE_LENGTH, LIST_VERSION } from "./keys";
import { emptyList, type LearnerList, mergeLists, withFlag, withoutNotes } from "./list";
import { keptNoteText, withNote } from "./notes";
import { readListText } from "./schema";
import { notesMarkdown, escapeMarkdown, notesFileName } from "./notesMarkdown";
import { savedNotes } from "./savedNotes";
import type { SavedCatalog } from "./savedCatalog";

const list = (videos: LearnerList["videos"]): LearnerList => ({ ...emptyList(), videos });
const ID = "aaaaaaaaaaa";

describe("a note's limit", () => {
  it("keeps a text of the limit whole, cuts a longer one there and says so, and keeps line breaks", () => {
    expect(keptNoteText("x".repeat(MAX_NOTE_LENGTH))).toEqual({ text: "x".repeat(MAX_NOTE_LENGTH), cut: false });
    expect(keptNoteText("x".repeat(MAX_NOTE_LENGTH + 1))).toEqual({ text: "x".repeat(MAX_NOTE_LENGTH), cut: true });
    expect(keptNoteText("one\r\ntwo\n\nthree  \n\n")).toEqual({ text: "one\ntwo\n\nthree", cut: false });
  });

  it("never splits a character in two at the limit", () => {
    const { text } = keptNoteText(`${"x".repeat(MAX_NOTE_LENGTH - 1)}😀`);
    expect(text).toBe("x".repeat(MAX_NOTE_LENGTH - 1));
  });
});

describe("a note in the list", () => {
  it("keeps an entry that holds only a note, and lets it go with its note", () => {
    const noted = withNote(emptyList(), ID, { text: "closures", changed: 1 }, { title: "One" });
    expect(noted.videos[ID]).toEqual({ title: "One", note: { text: "closures", changed: 1 } });
    // Saved and unsaved again: the note stays.
    const unsaved = withFlag(withFlag(noted, ID, "saved", true), ID, "saved", false);
    expect(unsaved.videos[ID].note?.text).toBe("closures");
    expect(withNote(unsaved, ID, undefined).videos[ID]).toBeUndefined();
    expect(withoutNotes(unsaved).videos[ID]).toBeUndefined();
  });

  it("merges notes from another list: one side's is taken, the newer of two wins, and each replacement is counted", () => {
    const mine = list({
      [ID]: { title: "A", saved: true, note: { text: "mine, older", changed: 10 } },
      bbbbbbbbbbb: { title: "B", saved: true, note: { text: "mine, newer", changed: 30 } },
      ccccccccccc: { title: "C", saved: true, note: { text: "same", changed: 5 } },
    });
    const theirs = list({
      [ID]: { title: "A", note: { text: "theirs, newer", changed: 20, at: 754 } },
      bbbbbbbbbbb: { title: "B", note: { text: "theirs, older", changed: 20 } },
      ccccccccccc: { title: "C", note: { text: "same", changed: 9 } },
      ddddddddddd: { title: "D", note: { text: "only theirs", changed: 1 } },
    });
    const { list: merged, notes } = mergeLists(mine, theirs);
    expect(merged.videos[ID].note).toEqual({ text: "theirs, newer", changed: 20, at: 754 });
    expect(merged.videos[ID].saved).toBe(true);
    expect(merged.videos.bbbbbbbbbbb.note?.text).toBe("mine, newer");
    expect(merged.videos.ccccccccccc.note).toEqual({ text: "same", changed: 5 });
    expect(merged.videos.ddddddddddd).toEqual({ title: "D", note: { text: "only theirs", changed: 1 } });
    expect(notes).toEqual({ taken: 1, replaced: 1, older: 1 });
  });

  it("takes no note from a link of saved videos only", () => {
    const theirs = list({ [ID]: { title: "A", saved: true, note: { text: "theirs", changed: 2 } } });
    const { list: merged } = mergeLists(emptyList(), theirs, ["saved"]);
    expect(merged.videos[ID]).toEqual({ title: "A", saved: true });
  });
});

describe("the list's version 4", () => {
  it("reads a version 3 file as one without notes, and a file with a note, and refuses a note over the limit", () => {
    const v3 = { format: "corsi-list", version: 3, videos: { [ID]: { title: "A", saved: true, position: 30 } } };
    expect(readListText(JSON.stringify(v3))).toEqual({ list: { ...v3, version: LIST_VERSION } });
    const v4 = { format: "corsi-list", version: 4, videos: { [ID]: { title: "A", note: { text: "hi", changed: 3 } } } };
    expect(readListText(JSON.stringify(v4))).toEqual({ list: v4 });
    const long = {
      ...v4,
      videos: { [ID]: { title: "A", note: { text: "x".repeat(MAX_NOTE_LENGTH + 1), changed: 3 } } },
    };
    expect(readListText(JSON.stringify(long))).toEqual({ problem: "notAList" });
  });
});

describe("the notes' Markdown file", () => {
  it("writes a heading per course, its links and its note, with Markdown's own characters escaped", () => {
    const file = notesMarkdown(
      [
        {
          title: "C++ *basics* [1]",
          card: "https://corsi.netlify.app/Free/cpp/2#video-aaaaaaaaaaa",
          video: { url: "https://www.youtube.com/watch?v=aaaaaaaaaaa&t=754", label: "at 12:34" },
          text: "# not a heading\n- not a list\n1. not numbered\n<b>bold</b> `code` _x_\n\nnext paragraph",
        },
        { title: "A paid course", text: "plain" },
      ],
      { heading: "My notes", onCorsi: "On Corsi", onYouTube: "On YouTube" },
    );
    expect(file).toBe(
      [
        "# My notes",
        "## C++ \\*basics\\* \\[1\\]",
        "[On Corsi](<https://corsi.netlify.app/Free/cpp/2#video-aaaaaaaaaaa>) · [at 12:34](<https://www.youtube.com/watch?v=aaaaaaaaaaa&t=754>)",
        "\\# not a heading\\\n\\- not a list\\\n1\\. not numbered\\\n\\<b\\>bold\\</b\\> \\`code\\` \\_x\\_\n\nnext paragraph",
        "## A paid course",
        "plain",
      ].join("\n\n") + "\n",
    );
    expect(escapeMarkdown("a & b | c ~ d !")).toBe("a \\& b \\| c \\~ d \\!");
    expect(notesFileName("en", "en")).toBe("corsi-notes.md");
    expect(notesFileName("ar", "en")).toBe("corsi-notes-ar.md");
  });
});

describe("the notes /Saved lists", () => {
  const catalog: SavedCatalog = {
    topics: [
      { slug: "go", title: "Go" },
      { slug: "cpp", title: "C++" },
    ],
    videos: [
      ...Array.from({ length: 30 }, (_, n) => ({
        youtubeId: `cpp${String(n).padStart(8, "0")}`,
        title: `C++ ${n}`,
        topic: 1,
      })),
      { youtubeId: "go000000000", title: "Go 0", topic: 0, titles: { ar: "جو 0" } },
    ],
    courses: [{ id: "paid:a", title: "Paid", provider: "P", url: "https://example.com", price: {}, checkedOn: {} }],
  };
  it("lists them in the catalog's order, each card on the page the topic pages put it on, at its moment", () => {
    const notes = savedNotes(
      {
        "paid:a": { title: "Paid", note: { text: "p", changed: 1 } },
        cpp00000025: { title: "C++ 25", note: { text: "late", changed: 1, at: 754 } },
        gone0000000: { title: "Gone", note: { text: "g", changed: 1 } },
        go000000000: { title: "Go 0", note: { text: "go", changed: 1 } },
      },
      catalog,
      "ar",
      { at: "عند {time}", atLesson: "" },
    );
    expect(notes.map((note) => note.id)).toEqual(["cpp00000025", "go000000000", "paid:a", "gone0000000"]);
    expect(notes[0].cardPath).toBe("/ar/Free/cpp/2#video-cpp00000025");
    expect(notes[0].video).toEqual({
      url: "https://www.youtube.com/watch?v=cpp00000025&t=754",
      label: "عند \u206812:34\u2069",
    });
    expect(notes[1].title).toBe("جو 0");
    expect(notes[2].cardPath).toBeUndefined();
  });
});
