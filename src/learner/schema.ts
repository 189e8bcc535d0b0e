import * as z from "zod/mini";
import { isKept, type LearnerList, LIST_FORMAT, LIST_VERSION, MAX_LIST_BYTES, SHARE_PREFIX } from "./list";
import { MAX_NOTE_LENGTH } from "./keys";

/**
 * The full schema of a list, for what comes from outside the browser's own store: a loaded file and a shared link.
 * zod's small build (zod/mini), in a chunk of its own that /Saved loads as it starts, so reading a file or a link asks
 * nothing of the network (measured: docs/performance.md, "Loaded by /Saved's app, never as first load"). Nothing read here is ever inserted as HTML: React draws it as text.
 */

/** A video's YouTube id, or a paid course's "paid:" and file name (src/content/paid.ts). */
const ENTRY_ID = /^(?:[A-Za-z0-9_-]{11}|paid:[^/?#\s]{1,200})$/u;
const PLAYLIST_ID = /^[A-Za-z0-9_-]{10,64}$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** YouTube's own limit on a playlist's length. */
const MAX_LESSONS = 5000;
const TOPIC = /^[^/?#\s]{1,200}$/u;
/** Seconds into a video: YouTube's longest videos run 12 hours; live ones longer. */
const SECONDS = z.number().check(z.int(), z.minimum(1), z.maximum(7 * 24 * 3600));

const noteSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(MAX_NOTE_LENGTH)),
  changed: z.number().check(z.int(), z.minimum(0)),
  at: z.optional(SECONDS),
  lesson: z.optional(z.string().check(z.regex(VIDEO_ID))),
});

const entrySchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  topic: z.optional(z.string().check(z.regex(TOPIC))),
  playlist: z.optional(z.string().check(z.regex(PLAYLIST_ID))),
  saved: z.optional(z.boolean()),
  watched: z.optional(z.boolean()),
  lessons: z.optional(z.array(z.string().check(z.regex(VIDEO_ID))).check(z.maxLength(MAX_LESSONS))),
  // Seconds into the video (or the course's lesson).
  position: z.optional(SECONDS),
  lesson: z.optional(z.string().check(z.regex(VIDEO_ID))),
  note: z.optional(noteSchema),
});

export const listSchema = z.object({
  format: z.literal(LIST_FORMAT),
  version: z.literal(LIST_VERSION),
  videos: z.record(z.string().check(z.regex(ENTRY_ID)), entrySchema),
});

/** Why a file or a link was refused; each has its sentence in data/pages.yaml (saved). */
export type ListProblem = "tooLarge" | "notAList" | "newer";

export type ListReading = { list: LearnerList } | { problem: ListProblem };

type Migration = (older: Record<string, unknown>) => Record<string, unknown>;

/**
 * How a list of an earlier version becomes the next version: MIGRATIONS[n] turns version n into n + 1. A change of
 * shape adds its step here and raises LIST_VERSION.
 */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  // 2 added a course's ticked lessons: a version 1 list is a version 2 list with none (its watched courses stay
  // watched whole, every lesson ticked).
  1: (list) => ({ ...list, version: 2 }),
  // 3 added the place a learner stopped at (a video's position, a course's lesson): a version 2 list has none.
  2: (list) => ({ ...list, version: 3 }),
  // 4 added the learner's notes: a version 3 list has none.
  3: (list) => ({ ...list, version: 4 }),
};

/** A parsed value brought up to `current` through the migrations, or why it cannot be. */
export function migrate(
  value: unknown,
  current: number = LIST_VERSION,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
): { value: Record<string, unknown> } | { problem: ListProblem } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { problem: "notAList" };
  let list = value as Record<string, unknown>;
  if (list.format !== LIST_FORMAT || typeof list.version !== "number" || !Number.isInteger(list.version))
    return { problem: "notAList" };
  if (list.version > current) return { problem: "newer" };
  while ((list.version as number) < current) {
    const step = migrations[list.version as number];
    if (!step) return { problem: "notAList" };
    list = step(list);
  }
  return { value: list };
}

/** A list from its JSON text (a loaded file, a shared link's content): checked, migrated, validated. */
export function readListText(text: string): ListReading {
  if (new TextEncoder().encode(text).length > MAX_LIST_BYTES) return { problem: "tooLarge" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: "notAList" };
  }
  const migrated = migrate(parsed);
  if ("problem" in migrated) return migrated;
  const result = listSchema.safeParse(migrated.value);
  if (!result.success) return { problem: "notAList" };
  // An entry that says nothing is left out rather than kept empty.
  const videos = Object.fromEntries(Object.entries(result.data.videos).filter(([, entry]) => isKept(entry)));
  return { list: { ...result.data, videos } };
}

/** A shared link's fragment, after "#": the list's JSON, UTF-8, in base64url (no character a URL must escape). */
export function encodeShare(list: LearnerList): string {
  const bytes = new TextEncoder().encode(JSON.stringify(list));
  let binary = "";
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return SHARE_PREFIX + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The list a link's fragment carries; any damage (cut short, altered, not a list) is one answer: not a list. */
export function decodeShare(fragment: string): ListReading {
  const encoded = fragment.replace(/^#/, "").slice(SHARE_PREFIX.length);
  if (!fragment.replace(/^#/, "").startsWith(SHARE_PREFIX) || encoded.length > (MAX_LIST_BYTES * 4) / 3 + 4)
    return { problem: "notAList" };
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return readListText(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { problem: "notAList" };
  }
}
