import {
  COMPACT_SHARE_PREFIX,
  isKept,
  type LearnerList,
  type ListEntry,
  type ListNote,
  LIST_FORMAT,
  LIST_VERSION,
  MAX_LIST_BYTES,
  SHARE_PREFIX,
} from "./list";
import { decodeShare, encodeShare, type ListReading, listSchema } from "./schema";

/**
 * The list in a link's fragment, compact enough for one QR code (docs/decisions/0029-a-list-kept-and-moved.md): the
 * whole list (saved entries, Watched marks, ticked lessons), as ids and marks only, compressed. Titles, topics and
 * playlists come from /saved-catalog.json on the other side (withCatalogFacts); an entry the catalog does not know
 * carries its title and topic. Read by the full schema (./schema.ts) like a file, so a damaged, cut or foreign link is
 * refused whole. Links of the first format (SHARE_PREFIX: the saved part as JSON) still read, by ./schema.ts.
 *
 * The text before compression: a first line naming the format and its version, then one line an entry, its fields
 * separated by tabs (no id, lesson or topic holds a space of any kind; a title's are made plain spaces):
 *   <marks> <id> [<lessons> [<place> [<note> [<title> <topic>]]]]
 * marks is a digit, 1 for saved plus 2 for watched; lessons are the ticked lessons' 11-character ids run together;
 * place is where the learner stopped, in seconds, and in a course the lesson's id after them (754 or 754abcdefghijk);
 * note is the learner's note: when it was changed (ms, base 36), ".", its moment (as place), ".", then its text with
 * "\\", tab, line feed and carriage return written \\\\, \\t, \\n and \\r (a note may hold any character).
 * Spelling 2 (links made before notes) has no note field, spelling 1 (before places) neither note nor place.
 */

/** The compact text's first line: it names the list's format, and this spelling of it (and the ones before). */
const COMPACT_HEADER = `${LIST_FORMAT} 3`;
const COMPACT_HEADERS: Readonly<Record<string, readonly string[]>> = {
  [`${LIST_FORMAT} 1`]: ["lessons"],
  [`${LIST_FORMAT} 2`]: ["lessons", "place"],
  [COMPACT_HEADER]: ["lessons", "place", "note"],
};
const SAVED = 1;
const WATCHED = 2;
const VIDEO_ID_LENGTH = 11;

/** The fragment's encoding: base64url, as the first format's (no character a URL must escape). */
function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** All of a stream's bytes, or null past `limit` (a link that would unpack to more than a file may hold is refused). */
async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** deflate-raw: no header or checksum of its own (the text's first line and the schema check what arrives). */
const COMPRESSION = "deflate-raw";

const ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const UNESCAPES: Readonly<Record<string, string>> = { "\\": "\\", t: "\t", n: "\n", r: "\r" };

/** A note's field: its day, its moment, its text with the separators escaped. */
function noteField(note: ListNote | undefined): string {
  if (!note?.text) return "";
  const moment = note.at ? `${note.at}${note.lesson ?? ""}` : "";
  return `${note.changed.toString(36)}.${moment}.${note.text.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character])}`;
}

/** The note a field carries; null when it is not one. */
function readNoteField(field: string): ListNote | null {
  const parts = /^([0-9a-z]{1,12})\.(?:([1-9][0-9]{0,6})([A-Za-z0-9_-]{11})?)?\.(.+)$/s.exec(field);
  if (!parts) return null;
  let broken = false;
  const text = parts[4].replace(/\\(.?)/g, (_, escaped: string) => {
    if (!(escaped in UNESCAPES) || escaped === "") broken = true;
    return UNESCAPES[escaped] ?? "";
  });
  if (broken) return null;
  const note: ListNote = { text, changed: parseInt(parts[1], 36) };
  if (parts[2]) note.at = Number(parts[2]);
  if (parts[3]) note.lesson = parts[3];
  return note;
}

/** The compact text of a list: every kept entry, `known` telling which ids the catalog can name. */
export function compactText(list: LearnerList, known: (id: string) => boolean): string {
  const lines = [COMPACT_HEADER];
  for (const [id, entry] of Object.entries(list.videos)) {
    if (!isKept(entry)) continue;
    const marks = (entry.saved ? SAVED : 0) + (entry.watched ? WATCHED : 0);
    const place = entry.position ? `${entry.position}${entry.lesson ?? ""}` : "";
    const fields = [
      String(marks),
      id,
      entry.watched ? "" : (entry.lessons ?? []).join(""),
      place,
      noteField(entry.note),
    ];
    if (!known(id)) fields.push(entry.title.replace(/\s+/g, " "), entry.topic ?? "");
    while (fields[fields.length - 1] === "") fields.pop();
    lines.push(fields.join("\t"));
  }
  return lines.join("\n");
}

/**
 * The list a compact text carries, checked as a file is (an entry the catalog knows gets its id as a title until
 * withCatalogFacts names it); anything that is not that text is not a list.
 */
export function readCompactText(text: string): ListReading {
  const [header, ...lines] = text.split("\n");
  const spelled = COMPACT_HEADERS[header];
  if (!spelled) return { problem: "notAList" };
  const videos: Record<string, ListEntry> = {};
  for (const line of lines) {
    const [marks, id, ...rest] = line.split("\t");
    // Each spelling's fields by name; an older spelling lacks the later ones.
    const field = (name: string) => (spelled.includes(name) ? (rest[spelled.indexOf(name)] ?? "") : "");
    const [title, topic] = rest.slice(spelled.length);
    const lessons = field("lessons");
    const flags = Number(marks);
    const placed = /^(?:([1-9][0-9]{0,6})([A-Za-z0-9_-]{11})?)?$/.exec(field("place"));
    const note = field("note") ? readNoteField(field("note")) : undefined;
    if (!/^[0-3]$/.test(marks ?? "") || !id || id in videos || lessons.length % VIDEO_ID_LENGTH !== 0 || !placed)
      return { problem: "notAList" };
    if (note === null) return { problem: "notAList" };
    const entry: ListEntry = { title: title || id };
    if (note) entry.note = note;
    if (placed[1]) entry.position = Number(placed[1]);
    if (placed[2]) entry.lesson = placed[2];
    if (topic) entry.topic = topic;
    if (flags & SAVED) entry.saved = true;
    if (flags & WATCHED) entry.watched = true;
    const ticked = lessons.match(/.{11}/g);
    if (ticked && !entry.watched) entry.lessons = ticked;
    if (!isKept(entry)) return { problem: "notAList" };
    videos[id] = entry;
  }
  const result = listSchema.safeParse({ format: LIST_FORMAT, version: LIST_VERSION, videos });
  return result.success ? { list: result.data } : { problem: "notAList" };
}

/**
 * A link's fragment, after "#", that carries the whole list compactly; in a browser that cannot compress
 * (CompressionStream: Chrome 103, Firefox 113, Safari 16.4), the first format's, which carries the saved videos.
 */
export async function encodeCompactShare(list: LearnerList, known: (id: string) => boolean): Promise<string> {
  if (typeof CompressionStream === "undefined") return encodeShare(list);
  const text = new TextEncoder().encode(compactText(list, known));
  const packed = await readAll(streamOf(text).pipeThrough(new CompressionStream(COMPRESSION)), Infinity);
  return COMPACT_SHARE_PREFIX + toBase64Url(packed ?? new Uint8Array());
}

/** What a link carries: its list, and whether it is the whole list (the compact format) or its saved part only. */
export type SharedReading = ({ list: LearnerList } | { problem: "notAList" | "tooLarge" | "newer" }) & {
  whole?: boolean;
};

/** Whether a fragment carries a list, in either format. */
export function carriesList(fragment: string): boolean {
  const text = fragment.replace(/^#/, "");
  return text.startsWith(COMPACT_SHARE_PREFIX) || text.startsWith(SHARE_PREFIX);
}

/** The list a link's fragment carries, in either format; any damage (cut short, altered, foreign) is: not a list. */
export async function decodeSharedFragment(fragment: string): Promise<SharedReading> {
  const text = fragment.replace(/^#/, "");
  if (!text.startsWith(COMPACT_SHARE_PREFIX)) return decodeShare(text);
  const encoded = text.slice(COMPACT_SHARE_PREFIX.length);
  if (encoded.length > (MAX_LIST_BYTES * 4) / 3 + 4) return { problem: "notAList" };
  try {
    const stream = streamOf(fromBase64Url(encoded)).pipeThrough(new DecompressionStream(COMPRESSION));
    const bytes = await readAll(stream, MAX_LIST_BYTES);
    if (!bytes) return { problem: "tooLarge" };
    const reading = readCompactText(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return { ...reading, whole: true };
  } catch {
    return { problem: "notAList" };
  }
}
