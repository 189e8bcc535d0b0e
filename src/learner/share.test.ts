/**
 * @jest-environment node
 */
// The share format runs in the browser; Node has the same CompressionStream, ReadableStream, atob and btoa.
import { generate } from "lean-qr/nano";
import { COMPACT_SHARE_PREFIX, type LearnerList, LIST_FORMAT, LIST_VERSION, SHARE_LINK_LIMIT } from "./list";
import { encodeShare } from "./schema";
import { compactText, decodeSharedFragment, encodeCompactShare, readCompactText } from "./share";

const CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A YouTube-like id, different for every n (ids are random to a compressor, as YouTube's are). */
function id(n: number): string {
  // xorshift32, seeded by n.
  let state = Math.imul(n + 1, 0x9e3779b9) | 0;
  let text = "";
  for (let i = 0; i < 11; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += CHARACTERS[(state >>> 0) % 64];
  }
  return text;
}

const list = (videos: LearnerList["videos"]): LearnerList => ({ format: LIST_FORMAT, version: LIST_VERSION, videos });

const everything = list({
  [id(1)]: { title: "Saved", topic: "go-learning", saved: true },
  [id(2)]: { title: "Watched", topic: "go-learning", watched: true },
  [id(3)]: { title: "Both", topic: "c-learning", saved: true, watched: true },
  [id(4)]: { title: "A course", topic: "c-learning", playlist: "PLcourse12345", lessons: [id(5), id(6)] },
  "paid:a-course": { title: "A paid course", watched: true },
  [id(7)]: { title: "Gone  from\tthe catalog", topic: "old-topic", saved: true },
});
/** What the catalog of the other side knows: all but the gone one. */
const known = (entry: string) => entry !== id(7);

/** The address a learner sends: the site's, then the fragment. */
const link = (fragment: string) => `https://corsi.netlify.app/Saved#${fragment}`;

describe("the compact share format", () => {
  it("carries the whole list, marks and ticks, and reads back the same (titles from the catalog, else carried)", async () => {
    const fragment = await encodeCompactShare(everything, known);
    expect(fragment.startsWith(COMPACT_SHARE_PREFIX)).toBe(true);
    expect(fragment).toMatch(/^[A-Za-z0-9_=-]+$/);
    const reading = await decodeSharedFragment(`#${fragment}`);
    if (!("list" in reading)) throw new Error(`refused: ${reading.problem}`);
    expect(reading.whole).toBe(true);
    expect(reading.list.videos).toEqual({
      [id(1)]: { title: id(1), saved: true },
      [id(2)]: { title: id(2), watched: true },
      [id(3)]: { title: id(3), saved: true, watched: true },
      [id(4)]: { title: id(4), lessons: [id(5), id(6)] },
      "paid:a-course": { title: "paid:a-course", watched: true },
      [id(7)]: { title: "Gone from the catalog", topic: "old-topic", saved: true },
    });
  });

  it("holds 20 saved videos and a course with 199 lessons ticked in one QR code, and reads back every tick", async () => {
    const videos: LearnerList["videos"] = {};
    for (let n = 0; n < 20; n++) videos[id(100 + n)] = { title: `Video ${n}`, topic: "go-learning", saved: true };
    const lessons = Array.from({ length: 199 }, (_, n) => id(1000 + n));
    videos[id(99)] = { title: "Long course", topic: "go-learning", saved: true, lessons };
    const address = link(await encodeCompactShare(list(videos), () => true));
    expect(address.length).toBeLessThanOrEqual(SHARE_LINK_LIMIT);
    // One code: lean-qr throws when the text is too long for version 40.
    expect(generate(address).size).toBeLessThanOrEqual(17 + 4 * 40);
    const reading = await decodeSharedFragment(new URL(address).hash);
    if (!("list" in reading)) throw new Error(`refused: ${reading.problem}`);
    expect(reading.list.videos[id(99)].lessons).toEqual(lessons);
    expect(Object.values(reading.list.videos).filter((entry) => entry.saved)).toHaveLength(21);
  });

  it("falls back to the first format in a browser that cannot compress", async () => {
    const compress = globalThis.CompressionStream;
    Reflect.deleteProperty(globalThis, "CompressionStream");
    try {
      const fragment = await encodeCompactShare(everything, known);
      expect(fragment).toBe(encodeShare(everything));
    } finally {
      globalThis.CompressionStream = compress;
    }
  });

  it("still reads a link of today's first format, which carries the saved part only", async () => {
    const first = list({ [id(1)]: { title: "Saved", topic: "go-learning", saved: true, lessons: [id(5)] } });
    const reading = await decodeSharedFragment(`#${encodeShare(first)}`);
    expect(reading).toEqual({ list: first });
  });

  it("refuses a damaged, cut or foreign link whole", async () => {
    const fragment = await encodeCompactShare(everything, known);
    const cut = fragment.slice(0, Math.floor(fragment.length / 2));
    const altered = fragment.slice(0, 20) + (fragment[20] === "A" ? "B" : "A") + fragment.slice(21);
    for (const bad of [cut, altered, `${COMPACT_SHARE_PREFIX}not*base64`, `${COMPACT_SHARE_PREFIX}`]) {
      const reading = await decodeSharedFragment(bad);
      expect("problem" in reading).toBe(true);
    }
    // A compressed text that is not a Corsi list.
    const foreign = await encodeCompactShare(list({}), () => true);
    const header = `${LIST_FORMAT} 3\n`;
    expect(compactText(list({}), () => true)).toBe(header.trim());
    expect(await decodeSharedFragment(foreign)).toEqual({ list: list({}), whole: true });
    expect(readCompactText("another-list 1\n1\tabcdefghijk")).toEqual({ problem: "notAList" });
    // An entry that says nothing, a mark that is not one, an id the schema refuses, lessons cut short.
    for (const line of [
      "0\tabcdefghijk",
      "4\tabcdefghijk",
      "1\tnot an id",
      "1\tabcdefghijk\tLesson0000",
      // A place that is not seconds, or not followed by a lesson's id.
      "1\tabcdefghijk\t\t12:34",
      "1\tabcdefghijk\t\t754abc",
    ])
      expect(readCompactText(`${header}${line}`)).toEqual({ problem: "notAList" });
  });

  it("carries the place a learner stopped at, a course's lesson with it, and reads a link made before places", () => {
    const placed = list({
      abcdefghijk: { title: "A video", position: 754 },
      coursecard1: { title: "A course", saved: true, lessons: ["lesson00001"], position: 61, lesson: "lesson00002" },
    });
    const text = compactText(placed, () => true);
    expect(text).toBe(`${LIST_FORMAT} 3\n0\tabcdefghijk\t\t754\n1\tcoursecard1\tlesson00001\t61lesson00002`);
    const read = readCompactText(text);
    expect("list" in read && read.list.videos.abcdefghijk).toEqual({ title: "abcdefghijk", position: 754 });
    expect("list" in read && read.list.videos.coursecard1).toMatchObject({ position: 61, lesson: "lesson00002" });
    // Spelling 1: no place field, a title after the lessons.
    const before = readCompactText(`${LIST_FORMAT} 1\n1\tabcdefghijk\t\tA video\tgo`);
    expect("list" in before && before.list.videos.abcdefghijk).toEqual({ title: "A video", topic: "go", saved: true });
  });

  it("refuses a link that would unpack to more than a file may hold", async () => {
    const huge = new TextEncoder().encode(`${LIST_FORMAT} 1\n${"1\tabcdefghijk\n".repeat(100_000)}`);
    const packed = new Uint8Array(
      await new Response(new Blob([huge]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer(),
    );
    let binary = "";
    packed.forEach((byte) => (binary += String.fromCharCode(byte)));
    const fragment = COMPACT_SHARE_PREFIX + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(await decodeSharedFragment(fragment)).toEqual({ problem: "tooLarge" });
  });
});

describe("the learner's notes in a link", () => {
  it("carries a note of any characters, its moment and its lesson, and reads back the same; links before notes still read", async () => {
    const text = "tab\there, a line\nand \\n typed, \\ alone, Arabic: الإغلاق <b>&amp;</b>\r\nend";
    const noted = list({
      [id(1)]: { title: "A", saved: true, note: { text, changed: 1764000000000, at: 754 } },
      [id(2)]: { title: "B", note: { text: "only a note", changed: 5, at: 61, lesson: id(3) } },
    });
    const reading = await decodeSharedFragment(`#${await encodeCompactShare(noted, () => true)}`);
    if (!("list" in reading)) throw new Error(`refused: ${reading.problem}`);
    expect(reading.list.videos[id(1)]).toEqual({ title: id(1), saved: true, note: noted.videos[id(1)].note });
    expect(reading.list.videos[id(2)]).toEqual({ title: id(2), note: noted.videos[id(2)].note });
    expect(readCompactText(`${LIST_FORMAT} 2\n1\t${id(1)}\t\t754`)).toEqual({
      list: list({ [id(1)]: { title: id(1), saved: true, position: 754 } }),
    });
    // A broken escape is no note: the link is refused whole.
    expect(readCompactText(`${LIST_FORMAT} 3\n1\t${id(1)}\t\t\t5.754.bad \\q`)).toEqual({ problem: "notAList" });
  });

  it("holds 50 entries with 10 notes of 200 characters in one QR code", async () => {
    const videos: LearnerList["videos"] = {};
    for (let n = 0; n < 50; n++) videos[id(n)] = { title: `V${n}`, saved: true };
    const words = "closures scope hoisting flexbox grid promise async await event loop the main axis first ";
    for (let n = 0; n < 10; n++)
      videos[id(n)].note = { text: words.repeat(3).slice(n, n + 200), changed: 1764000000000 + n, at: 60 + n };
    const link = `https://corsi.netlify.app/Saved#${await encodeCompactShare(list(videos), () => true)}`;
    expect(link.length).toBeLessThanOrEqual(SHARE_LINK_LIMIT);
    expect(() => generate(link)).not.toThrow();
  });
});
