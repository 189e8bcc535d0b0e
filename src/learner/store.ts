import { useSyncExternalStore } from "react";
import {
  BACKUP_KEY,
  emptyList,
  hasListOutline,
  type LearnerList,
  LIST_CHANGE_EVENT,
  LIST_VERSION,
  STORAGE_KEY,
} from "./list";

/**
 * The app's view of the kept list. The head script (plugins/corsi-boot/inline/learnerScript.ts) works the Save and Watched buttons for the
 * page's whole life and writes the same key; the app reads it here, so what React draws always agrees with what the
 * script set. Until the app has hydrated, React draws the server's neutral state (`undefined`: not known yet), so the
 * page it adopts is the one the server sent, whatever the script has changed since.
 */

/** The list; null when this browser keeps nothing (storage blocked or unavailable); undefined before hydration. */
export type KeptList = LearnerList | null | undefined;

const UNAVAILABLE = Symbol("unavailable");
let lastRaw: string | null | typeof UNAVAILABLE | undefined;
let last: LearnerList | null = null;

function readRaw(): string | null | typeof UNAVAILABLE {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return UNAVAILABLE;
  }
}

/**
 * The stored text as a list, of this version (an earlier one has the same outline: keys.ts): none is an empty list;
 * anything unreadable is set aside under BACKUP_KEY.
 */
export function parseStored(raw: string | null): LearnerList {
  if (raw === null) return emptyList();
  try {
    const value: unknown = JSON.parse(raw);
    if (hasListOutline(value)) return { ...value, version: LIST_VERSION };
  } catch {
    // not JSON: set aside below
  }
  try {
    localStorage.setItem(BACKUP_KEY, raw);
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing more can be done; the list reads as empty
  }
  return emptyList();
}

/** The kept list, the same object as long as the stored text is the same (useSyncExternalStore compares them). */
export function readList(): LearnerList | null {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = raw === UNAVAILABLE ? null : parseStored(raw);
  }
  return last;
}

/** Keeps the list; false when the browser would not (blocked, full), in which case nothing changed. */
export function writeList(list: LearnerList): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  dispatchEvent(new Event(LIST_CHANGE_EVENT));
  return true;
}

function subscribe(onChange: () => void): () => void {
  // `storage` reports a change made in another tab; LIST_CHANGE_EVENT one made in this tab (by the head script too).
  addEventListener("storage", onChange);
  addEventListener(LIST_CHANGE_EVENT, onChange);
  return () => {
    removeEventListener("storage", onChange);
    removeEventListener(LIST_CHANGE_EVENT, onChange);
  };
}

const notKnownYet = (): KeptList => undefined;

/** The kept list, kept in step with this tab and the others. */
export function useKeptList(): KeptList {
  return useSyncExternalStore<KeptList>(subscribe, readList, notKnownYet);
}
