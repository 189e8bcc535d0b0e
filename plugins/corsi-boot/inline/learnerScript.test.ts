import { runInlineScript } from "./testing";
import { LEARNER_SCRIPT_PARTS } from "./listScripts";
import {
  BACKUP_DUE_AFTER,
  BACKUP_DUE_CLASS,
  UNREADABLE_KEY,
  KEEPING_KEY,
  LIST_CHANGE_EVENT,
  RELOADED_KEY,
  STORAGE_KEY,
  UNAVAILABLE_CLASS,
} from "../../../src/learner/keys";

const CARD =
  '<section class="video-section" id="go-learning"><article class="card"><h3 id="video-abcdefghijk">Go in 10 minutes</h3>' +
  '<div class="learner-toggles" role="group" aria-labelledby="video-abcdefghijk" data-video="abcdefghijk" ' +
  'data-topic="go-learning" data-playlist="PLabcdefghijk">' +
  '<button type="button" data-flag="saved" aria-pressed="false">Save</button>' +
  '<button type="button" data-flag="watched" aria-pressed="false">Watched</button></div></article></section>' +
  '<p class="learner-status" role="status" data-message="Nothing can be kept here." ' +
  'data-newer="A newer version of Corsi keeps this list."></p>';

const button = (flag: string) => document.querySelector<HTMLButtonElement>(`[data-flag="${flag}"]`)!;
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");

describe("the head script's Save and Watched buttons", () => {
  let removeListeners: () => void = () => undefined;
  const start = () => {
    removeListeners = runInlineScript(...LEARNER_SCRIPT_PARTS);
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.className = "";
    document.body.innerHTML = "";
  });
  afterEach(() => {
    removeListeners();
    jest.restoreAllMocks();
  });

  it("keeps a pressed video with its title, topic and playlist, and tells the app", () => {
    start();
    document.body.innerHTML = CARD;
    const changes = jest.fn();
    addEventListener(LIST_CHANGE_EVENT, changes);
    button("saved").click();
    expect(button("saved").getAttribute("aria-pressed")).toBe("true");
    expect(stored().videos).toEqual({
      abcdefghijk: { title: "Go in 10 minutes", topic: "go-learning", playlist: "PLabcdefghijk", saved: true },
    });
    button("watched").click();
    button("saved").click();
    expect(stored().videos.abcdefghijk).toEqual({
      title: "Go in 10 minutes",
      topic: "go-learning",
      playlist: "PLabcdefghijk",
      watched: true,
    });
    button("watched").click();
    expect(stored().videos).toEqual({});
    expect(button("watched").getAttribute("aria-pressed")).toBe("false");
    expect(changes).toHaveBeenCalledTimes(4);
    // The app's own changes (/Saved: remove, clear, load) repaint the buttons too.
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ format: "corsi-list", version: 1, videos: { abcdefghijk: { title: "Go", saved: true } } }),
    );
    dispatchEvent(new Event(LIST_CHANGE_EVENT));
    expect(button("saved").getAttribute("aria-pressed")).toBe("true");
    removeEventListener(LIST_CHANGE_EVENT, changes);
  });

  it("marks the kept videos' buttons as they are added to the page (by the parser, or later by the app)", async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ format: "corsi-list", version: 1, videos: { abcdefghijk: { title: "Go", watched: true } } }),
    );
    start();
    document.body.innerHTML = CARD;
    await Promise.resolve(); // mutation observers report at the next microtask checkpoint, before any paint
    expect(button("watched").getAttribute("aria-pressed")).toBe("true");
    expect(button("saved").getAttribute("aria-pressed")).toBe("false");
  });

  it("watches nothing while the list is empty, and marks later cards once a video is kept", async () => {
    const observe = jest.spyOn(MutationObserver.prototype, "observe");
    start();
    document.body.innerHTML = CARD;
    await Promise.resolve();
    expect(observe).not.toHaveBeenCalled();
    button("saved").click();
    expect(observe).toHaveBeenCalledTimes(1);
    // A card React draws later (a filter brings it back) shows what is kept.
    document.body.innerHTML = CARD;
    await Promise.resolve();
    expect(button("saved").getAttribute("aria-pressed")).toBe("true");
  });

  it("writes a topic's progress as it arrives and at each press, and nothing while none is watched", async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        format: "corsi-list",
        version: 1,
        videos: {
          other: { title: "Elsewhere", topic: "c-learning", watched: true },
          saved: { title: "Kept only", topic: "go-learning", saved: true },
        },
      }),
    );
    start();
    document.body.innerHTML =
      '<span class="learner-progress" data-topic="go-learning" data-total="3" data-text="{watched} of {total} watched">' +
      "</span>" +
      CARD;
    await Promise.resolve();
    const progress = document.querySelector(".learner-progress")!;
    expect(progress.textContent).toBe("");
    button("watched").click();
    expect(progress.textContent).toBe("1 of 3 watched");
    button("watched").click();
    expect(progress.textContent).toBe("");
  });

  it("sets a stored value that is not a list aside, and starts an empty one", () => {
    localStorage.setItem(STORAGE_KEY, "{not json");
    start();
    document.body.innerHTML = CARD;
    button("saved").click();
    expect(localStorage.getItem(UNREADABLE_KEY)).toBe("{not json");
    expect(Object.keys(stored().videos)).toEqual(["abcdefghijk"]);
  });

  it("never writes over a value set aside before", () => {
    localStorage.setItem(UNREADABLE_KEY, "{set aside yesterday");
    localStorage.setItem(STORAGE_KEY, "[]");
    start();
    document.body.innerHTML = CARD;
    button("saved").click();
    expect(localStorage.getItem(UNREADABLE_KEY)).toBe("{set aside yesterday");
    expect(localStorage.getItem(`${UNREADABLE_KEY}-2`)).toBe("[]");
  });

  it("shows a list a newer version kept (another tab, after a deploy), leaves it as it is at a press, and loads the page again", () => {
    // jsdom cannot navigate: it reports a reload as "not implemented", which is how the attempt is seen here.
    const reloads = jest.spyOn(console, "error").mockImplementation(() => undefined);
    start();
    document.body.innerHTML = CARD;
    const newer = JSON.stringify({
      format: "corsi-list",
      version: 99,
      videos: { abcdefghijk: { title: "Go", saved: true }, zyxwvutsrqp: { title: "Other", watched: true } },
      somethingNew: [1, 2],
    });
    localStorage.setItem(STORAGE_KEY, newer);
    dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    expect(button("saved").getAttribute("aria-pressed")).toBe("true");
    button("saved").click();
    button("watched").click();
    expect(localStorage.getItem(STORAGE_KEY)).toBe(newer);
    expect(localStorage.getItem(UNREADABLE_KEY)).toBeNull();
    expect(button("saved").getAttribute("aria-pressed")).toBe("true");
    expect(reloads.mock.calls.filter(([error]) => String(error).includes("navigation"))).toHaveLength(2);
    expect(document.querySelector(".learner-status")!.textContent).toBe("");
  });

  it("says so, and loads the page no more, when the page the reload brought still cannot read the list", () => {
    const reloads = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const newer = JSON.stringify({ format: "corsi-list", version: 99, videos: { abcdefghijk: { title: "Go" } } });
    localStorage.setItem(STORAGE_KEY, newer);
    // The reload was asked for before this page started: this page is the one it brought.
    sessionStorage.setItem(RELOADED_KEY, String(performance.timeOrigin - 1000));
    start();
    document.body.innerHTML = CARD;
    button("saved").click();
    button("saved").click();
    expect(reloads.mock.calls.filter(([error]) => String(error).includes("navigation"))).toHaveLength(0);
    expect(document.querySelector(".learner-status")!.textContent).toBe("A newer version of Corsi keeps this list.");
    expect(localStorage.getItem(STORAGE_KEY)).toBe(newer);
    // Once the list reads here again (the newer deploy is back, and read it), a later newer list reloads once more.
    localStorage.removeItem(STORAGE_KEY);
    button("saved").click();
    expect(sessionStorage.getItem(RELOADED_KEY)).toBeNull();
  });

  it("counts each press on the backup clock, asks for persistent storage at the first only, and marks a backup due", () => {
    const persist = jest.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, "storage", { value: { persist }, configurable: true });
    start();
    document.body.innerHTML = CARD;
    expect(persist).not.toHaveBeenCalled();
    for (let press = 1; press < BACKUP_DUE_AFTER.changes; press++) button(press % 2 ? "saved" : "watched").click();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(KEEPING_KEY)!)).toMatchObject({
      changes: BACKUP_DUE_AFTER.changes - 1,
      asked: true,
    });
    expect(document.documentElement.classList.contains(BACKUP_DUE_CLASS)).toBe(false);
    button("saved").click();
    expect(document.documentElement.classList.contains(BACKUP_DUE_CLASS)).toBe(true);
    // Taken back to an empty list: nothing is worth a backup, so no mark.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ format: "corsi-list", version: 2, videos: {} }));
    dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    expect(document.documentElement.classList.contains(BACKUP_DUE_CLASS)).toBe(false);
    Reflect.deleteProperty(navigator, "storage");
  });

  it("marks a backup due from the page's start, and asks nothing on load", () => {
    const persist = jest.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, "storage", { value: { persist }, configurable: true });
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ format: "corsi-list", version: 2, videos: { abcdefghijk: { title: "Go", saved: true } } }),
    );
    const month = BACKUP_DUE_AFTER.days * 24 * 60 * 60 * 1000;
    localStorage.setItem(KEEPING_KEY, JSON.stringify({ changes: 1, since: Date.now() - month - 1000 }));
    start();
    expect(document.documentElement.classList.contains(BACKUP_DUE_CLASS)).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, "storage");
  });

  it("says once that nothing can be kept when the browser refuses, and shows nothing as saved", () => {
    start();
    document.body.innerHTML = CARD;
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    button("saved").click();
    button("saved").click();
    expect(button("saved").getAttribute("aria-pressed")).toBe("false");
    expect(document.querySelector(".learner-status")!.textContent).toBe("Nothing can be kept here.");
    expect(document.documentElement.classList.contains(UNAVAILABLE_CLASS)).toBe(true);
  });

  it("says so too when storage is blocked altogether", () => {
    start();
    document.body.innerHTML = CARD;
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    button("watched").click();
    expect(button("watched").getAttribute("aria-pressed")).toBe("false");
    expect(document.querySelector(".learner-status")!.textContent).toBe("Nothing can be kept here.");
  });

  it("follows a change made in another tab", () => {
    start();
    document.body.innerHTML = CARD;
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ format: "corsi-list", version: 1, videos: { abcdefghijk: { title: "Go", saved: true } } }),
    );
    dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    expect(button("saved").getAttribute("aria-pressed")).toBe("true");
  });
});
