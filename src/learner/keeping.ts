import type { ListPlace } from "./listPlace";

/**
 * What keeps the learner's list from being lost, beside the list itself (keys.ts, KEEPING_KEY): the backup clock (the
 * changes since the last backup, and since when), and whether persistent storage was asked for. One writer of a
 * change for every page: the head scripts (plugins/corsi-boot/inline/learnerScript.ts, playlistCourseScript.ts) and
 * /Saved's app (./store.ts) keep a change with writeKeptList (./storedList.ts), so a press counts and asks the same way
 * wherever it is made.
 * The functions here but recordBackup are serialised into the head scripts (plugins/corsi-boot/inline/serialise.ts
 * hands them over as arguments): they use only their arguments and browser globals, and no syntax newer than ES2017.
 */

/** The record kept beside the list. Every field may be missing: a browser that never changed the list has none. */
export interface Keeping {
  /** The presses that changed the list since the last backup (or since the first change, for a list never backed up). */
  changes?: number;
  /** When the clock started (ms since 1970): the last backup, or the first change of a list never backed up. */
  since?: number;
  /** The last backup, as a file, a link or a QR code (ms since 1970); none when never. */
  backedUp?: number;
  /** navigator.storage.persist() was asked, at the first press that changed the list: it is asked once. */
  asked?: boolean;
  /** /Saved's advice on adding Corsi to the Home Screen was dismissed, for good. */
  homeScreenDismissed?: boolean;
  /** The same, as records kept before a learner's notes were called notes name it: read, never written. */
  noteDismissed?: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

/** The record beside the list; empty when there is none, it cannot be read, or the browser keeps nothing. */
export function readKeeping(key: string): Keeping {
  try {
    const value = JSON.parse(localStorage.getItem(key) || "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch (error) {
    return {};
  }
}

/**
 * Whether a backup is due: `dueChanges` changes, or `dueDays` days with at least one change, since the clock started.
 * The 24-hour day is ms arithmetic, written out here since this function may use nothing from outside.
 */
export function backupDue(keeping: Keeping, now: number, rules: Pick<ListPlace, "dueChanges" | "dueDays">): boolean {
  const changes = keeping.changes || 0;
  return changes >= rules.dueChanges || (changes > 0 && now - (keeping.since || now) >= rules.dueDays * 864e5);
}

/**
 * A press found a list a newer version of the site wrote. The first time, the page is loaded again (true), so a newer
 * deploy's code answers; a page loaded after that (the host still serves this older deploy, after a rollback, say)
 * cannot read it either, so it answers false and the press says so instead of reloading again. The list is left as
 * it is either way. sessionStorage holds when the reload was asked: it is this tab's, and survives the reload.
 */
export function answerNewer(reloadedKey: string): boolean {
  let asked = 0;
  try {
    asked = Number(sessionStorage.getItem(reloadedKey)) || 0;
    if (asked && performance.timeOrigin >= asked) return false;
    sessionStorage.setItem(reloadedKey, String(Date.now()));
  } catch (error) {
    // No session storage: reload as before.
  }
  location.reload();
  return true;
}

/** Writes a message a page's status lines carry (data-message, data-newer: src/components/LearnerStatus.tsx). */
export function tellStatus(statusClass: string, name: "message" | "newer"): void {
  document.querySelectorAll<HTMLElement>("." + statusClass).forEach((status) => {
    status.textContent = status.dataset[name] || "";
  });
}

/** A backup made (a file downloaded, a link or a QR code made): the clock starts again, and the mark goes. */
export function recordBackup(place: Pick<ListPlace, "keepingKey" | "changeEvent">, now = Date.now()): void {
  updateKeeping(place, { changes: 0, since: now, backedUp: now });
}

/** Updates the record beside the list (/Saved: the Home Screen advice dismissed); nothing when the browser keeps nothing. */
export function updateKeeping(place: Pick<ListPlace, "keepingKey" | "changeEvent">, change: Keeping): void {
  try {
    localStorage.setItem(place.keepingKey, JSON.stringify({ ...readKeeping(place.keepingKey), ...change }));
  } catch {
    return;
  }
  dispatchEvent(new Event(place.changeEvent));
}

/** Whole days between two moments, by the calendar of this device: 0 the same day, 1 the day after, …. */
export function daysBetween(earlier: number, later: number): number {
  const midnight = (time: number) => {
    const day = new Date(time);
    return Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  };
  return Math.round((midnight(later) - midnight(earlier)) / DAY);
}
