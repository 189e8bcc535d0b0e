import { useSyncExternalStore } from "react";
import { type LearnerList, LIST_FORMAT, LIST_VERSION } from "./list";
import { readKeptList, readStoredList, setAside, writeKeptList } from "./storedList";
import { type Keeping, readKeeping, updateKeeping } from "./keeping";
import { LIST_PLACE } from "./listPlace";

/**
 * The app's view of the kept list. The head script (plugins/corsi-boot/inline/learnerScript.ts) works the Save and
 * Watched buttons for the page's whole life and writes the same key; the app reads it here, with the same reader
 * (./storedList.ts), so what React draws always agrees with what the script set. Until the app has hydrated, React
 * draws the server's neutral state (`undefined`: not known yet), so the page it adopts is the one the server sent,
 * whatever the script has changed since.
 */

/** The list; null when this browser keeps nothing (storage blocked or unavailable); undefined before hydration. */
export type KeptList = LearnerList | null | undefined;

const UNAVAILABLE = Symbol("unavailable");
let lastRaw: string | null | typeof UNAVAILABLE | undefined;
let last: LearnerList | null = null;

function readRaw(): string | null | typeof UNAVAILABLE {
  try {
    return localStorage.getItem(LIST_PLACE.key);
  } catch {
    return UNAVAILABLE;
  }
}

/**
 * The kept list, the same object as long as the stored text is the same (useSyncExternalStore compares them). Read by
 * the one reader, readKeptList: none is an empty list; one of an earlier version is read as this one (the same outline:
 * keys.ts); a newer version's is shown as far as it reads (it is never written over: writeList); anything else is set
 * aside under the list place's unreadableKey (/Saved offers it back) and the list reads as empty.
 */
export function readList(): LearnerList | null {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const kept = raw === UNAVAILABLE ? null : readKeptList(LIST_PLACE, readStoredList, setAside);
    last = kept && { format: LIST_FORMAT, version: LIST_VERSION, videos: kept.videos };
  }
  return last;
}

/** What became of a change: kept, not kept (storage blocked, full), or left alone because a newer version keeps it. */
export type WriteOutcome = "kept" | "unavailable" | "newer";

/**
 * Keeps the list, unless the browser would not or the kept one is a newer version's; otherwise nothing changed. Kept as
 * a press on any page is (writeKeptList): one change on the backup clock, and persistent storage asked for once.
 */
export function writeList(list: LearnerList): WriteOutcome {
  const raw = readRaw();
  if (raw === UNAVAILABLE) return "unavailable";
  if (readStoredList(raw, LIST_PLACE).kind === "newer") return "newer";
  return writeKeptList(LIST_PLACE, list.videos, readKeeping) ? "kept" : "unavailable";
}

/** The Home Screen advice dismissed, for good (while this browser keeps the record beside the list). */
export function dismissHomeScreenAdvice(): void {
  updateKeeping(LIST_PLACE, { homeScreenDismissed: true });
}

let lastKeepingRaw: string | null | undefined;
let lastKeeping: Keeping = {};

/** The record beside the list (./keeping.ts), the same object as long as its stored text is the same. */
function readKeepingRecord(): Keeping {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LIST_PLACE.keepingKey);
  } catch {
    // storage blocked: no record
  }
  if (raw !== lastKeepingRaw) {
    lastKeepingRaw = raw;
    lastKeeping = readKeeping(LIST_PLACE.keepingKey);
  }
  return lastKeeping;
}

/** The values set aside as not a list (setAside: the unreadable key, then its -2, -3, …), oldest first, by key. */
export function setAsideValues(): { key: string; value: string }[] {
  const found: { key: string; value: string }[] = [];
  try {
    for (let n = 1; ; n++) {
      const key = n === 1 ? LIST_PLACE.unreadableKey : `${LIST_PLACE.unreadableKey}-${n}`;
      const value = localStorage.getItem(key);
      if (value === null) return found;
      found.push({ key, value });
    }
  } catch {
    return found;
  }
}

/** Forgets the values set aside, once the learner has them back or does not want them. */
export function forgetSetAside(): void {
  try {
    setAsideValues().forEach(({ key }) => localStorage.removeItem(key));
  } catch {
    // nothing more can be done
  }
}

function subscribe(onChange: () => void): () => void {
  // `storage` reports a change made in another tab; the place's changeEvent one made in this tab (the head script's too).
  addEventListener("storage", onChange);
  addEventListener(LIST_PLACE.changeEvent, onChange);
  return () => {
    removeEventListener("storage", onChange);
    removeEventListener(LIST_PLACE.changeEvent, onChange);
  };
}

const notKnownYet = (): KeptList => undefined;

const noRecordYet = (): Keeping | undefined => undefined;

/** The record beside the list, kept in step with this tab and the others; undefined before hydration. */
export function useKeeping(): Keeping | undefined {
  return useSyncExternalStore<Keeping | undefined>(subscribe, readKeepingRecord, noRecordYet);
}

/** The kept list, kept in step with this tab and the others. */
export function useKeptList(): KeptList {
  return useSyncExternalStore<KeptList>(subscribe, readList, notKnownYet);
}
