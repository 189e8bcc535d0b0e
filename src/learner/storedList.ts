import type { readKeeping } from "./keeping";
import type { ListEntry } from "./list";
import type { ListPlace, ListReading } from "./listPlace";

/**
 * The one reader and the one writer of what the browser keeps under the list's key (src/learner/keys.ts, STORAGE_KEY):
 * the app (./store.ts) and both head scripts (plugins/corsi-boot/inline/learnerScript.ts and playlistCourseScript.ts)
 * read and write the list with these, so they cannot disagree. The functions here are serialised into the head scripts
 * (plugins/corsi-boot/inline/serialise.ts hands them over as arguments): they use only their arguments and browser
 * globals, and no syntax newer than ES2017.
 */

export type StoredList =
  /** Nothing kept yet (no entries), or a list of this version or an earlier one: every one has the same outline. */
  | { readonly kind: "list"; readonly videos: Record<string, ListEntry> }
  /**
   * A list a newer version of the site wrote (another tab, after a deploy). Its entries are shown as far as they
   * read as today's; it is never written over nor set aside, since this page's code does not know its shape.
   */
  | { readonly kind: "newer"; readonly videos: Record<string, ListEntry> }
  /** Anything else: not a list. It is set aside (setAside below), never thrown away. */
  | { readonly kind: "notAList" };

/** What a page works with once a value that is not a list is set aside: a list, or a newer version's. */
export type ReadableList = Exclude<StoredList, { kind: "notAList" }>;

export function readStoredList(raw: string | null, rules: Pick<ListPlace, "format" | "first" | "version">): StoredList {
  if (raw === null) return { kind: "list", videos: {} };
  let value;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    // not JSON: not a list, below
  }
  // Text that is not JSON, an array or a scalar has no `format`, so it is not a list.
  const { format, version, videos } = value && typeof value === "object" ? value : ({} as Record<string, unknown>);
  const entries = typeof videos === "object" && videos !== null && !Array.isArray(videos) ? videos : null;
  if (format === rules.format && typeof version === "number" && version % 1 === 0 && version >= rules.first) {
    if (version > rules.version) return { kind: "newer", videos: entries || {} };
    if (entries) return { kind: "list", videos: entries };
  }
  return { kind: "notAList" };
}

/**
 * Moves a stored value that is not a list out of the list's key, to the first free key of `unreadableKey`,
 * `unreadableKey-2`, `unreadableKey-3`, …, so an earlier one is never written over; /Saved offers each back as a file
 * (useSavedList). False when the browser would not (blocked, full): the value then stays where it is, and the list
 * reads as empty.
 */
export function setAside(raw: string, key: string, unreadableKey: string): boolean {
  try {
    let free = unreadableKey;
    for (let n = 2; localStorage.getItem(free) !== null; n++) free = unreadableKey + "-" + n;
    localStorage.setItem(free, raw);
    localStorage.removeItem(key);
    return true;
  } catch (error) {
    return false;
  }
}

/**
 * How the head scripts read the kept list: by readStoredList, with a value that is not a list set aside (setAside)
 * and read as empty. Null when the browser keeps nothing (storage blocked). The two functions come as arguments, as
 * this one is serialised too. (The app reads the same way, keeping the stored text to compare: ./store.ts.)
 */
export function readKeptList(
  place: ListReading,
  readStored: typeof readStoredList,
  keepAside: typeof setAside,
): ReadableList | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(place.key);
  } catch (error) {
    return null;
  }
  const stored = readStored(raw, place);
  if (stored.kind !== "notAList") return stored;
  keepAside(raw || "", place.key, place.unreadableKey);
  return { kind: "list", videos: {} };
}

/**
 * The one writer of the list, beside its reader (readKeptList): writes a changed list, counts the change on the backup clock, asks the browser once to keep the site's
 * storage through pressure (navigator.storage.persist(): Firefox asks the visitor, which is why it waits for a press
 * and is never asked on load), and tells every reader of the list (changeEvent). False when the browser keeps nothing.
 * `counted` false: a change the learner would not miss (the player's place, src/player/), written without a tick of
 * the backup clock.
 */
export function writeKeptList(
  place: ListPlace,
  videos: Record<string, ListEntry>,
  readRecord: typeof readKeeping,
  counted = true,
): boolean {
  try {
    localStorage.setItem(place.key, JSON.stringify({ format: place.format, version: place.version, videos }));
  } catch (error) {
    return false;
  }
  if (!counted) {
    dispatchEvent(new Event(place.changeEvent));
    return true;
  }
  const keeping = readRecord(place.keepingKey);
  keeping.changes = (keeping.changes || 0) + 1;
  keeping.since = keeping.since || Date.now();
  const ask = !keeping.asked;
  keeping.asked = true;
  try {
    localStorage.setItem(place.keepingKey, JSON.stringify(keeping));
    // A change kept: the list reads here again, so a later newer list may reload the page once more (answerNewer).
    sessionStorage.removeItem(place.reloadedKey);
  } catch (error) {
    // The list is kept; the clock and the reload's note are not worth a message.
  }
  // Insecure origins and older browsers have no navigator.storage; the answer is read on /Saved (persisted()).
  const storage = navigator.storage as StorageManager | undefined;
  if (ask && storage && storage.persist) storage.persist().catch(() => false);
  dispatchEvent(new Event(place.changeEvent));
  return true;
}
