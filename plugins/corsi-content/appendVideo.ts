import { Document, isMap, isSeq, parseDocument } from "yaml";
import type { FreeVideo } from "./schema";

/**
 * One more video at the end of a topic file's `videos:`, written as lines of text into the owner's file: every other
 * line stays as it was, byte for byte, comments, blank lines and quoting included (a Document's toString would
 * rewrite them). The entry's fields come in the order the guide shows them.
 */

/** The fields of an entry, in the order docs/editing-content.md writes them. */
const FIELD_ORDER = [
  "youtubeId",
  "title",
  "titleAr",
  "channel",
  "language",
  "playlistId",
  "published",
  "added",
] as const;

export class AppendError extends Error {}

/** The entry's fields in FIELD_ORDER, those it has only. */
const ordered = (entry: FreeVideo) =>
  Object.fromEntries(FIELD_ORDER.flatMap((field) => (entry[field] === undefined ? [] : [[field, entry[field]]])));

/** The entry as the lines of one block list item ("- youtubeId: …", "  title: …"), each value quoted when it must be. */
export function entryLines(entry: FreeVideo): string[] {
  // lineWidth 0: a long title stays on its line rather than being folded.
  return new Document([ordered(entry)]).toString({ lineWidth: 0 }).replace(/\n$/, "").split("\n");
}

/** `source` (a topic file's text) with `entry` after its last video; throws AppendError when it has no block list. */
export function appendVideo(source: string, entry: FreeVideo): string {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw new AppendError(`the YAML cannot be read: ${doc.errors[0].message.split("\n")[0]}`);
  if (!isMap(doc.contents)) throw new AppendError("expected a topic: title, position and videos");
  const videos = doc.get("videos", true);
  if (!isSeq(videos) || videos.items.length === 0 || !videos.range)
    throw new AppendError("expected a list of videos under 'videos:'");
  if (videos.flow) throw new AppendError("expected 'videos:' written as a list of entries, one '- youtubeId:' each");
  const last = videos.items[videos.items.length - 1] as { range?: [number, number, number] } | null;
  if (!last?.range) throw new AppendError("expected each video to be an entry with its fields");
  const newline = source.includes("\r\n") ? "\r\n" : "\n";
  // Every item of a block list starts with '-' in the same column as the first.
  const dash = videos.range[0];
  const indent = " ".repeat(dash - (source.lastIndexOf("\n", dash - 1) + 1));
  // Right after the line where the last video's fields end: comments and blank lines below it stay below the new one.
  const valueEnd = last.range[1];
  let at: number;
  let lead = "";
  if (source[valueEnd - 1] === "\n") at = valueEnd;
  else {
    const lineEnd = source.indexOf("\n", valueEnd);
    if (lineEnd < 0) {
      at = source.length;
      lead = newline;
    } else at = lineEnd + 1;
  }
  const added =
    lead +
    entryLines(entry)
      .map((line) => `${indent}${line}${newline}`)
      .join("");
  const result = source.slice(0, at) + added + source.slice(at);
  // The text must read back as the same topic with the entry last; anything else is a bug, never a write.
  const check = parseDocument(result);
  const after = check.toJS() as { videos?: unknown[] } | null;
  const before = doc.toJS() as { videos: unknown[] };
  if (check.errors.length > 0 || JSON.stringify(after?.videos) !== JSON.stringify([...before.videos, ordered(entry)]))
    throw new AppendError("the entry could not be added without changing the rest of the file");
  return result;
}
