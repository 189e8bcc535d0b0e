import { runInlineScript } from "./testing";
import { PLAYLIST_COURSE_SCRIPT_PARTS } from "./listScripts";
import {
  UNREADABLE_KEY,
  LIST_CHANGE_EVENT,
  LIST_VERSION,
  STORAGE_KEY,
  UNAVAILABLE_CLASS,
} from "../../../src/learner/keys";

/** Three lessons of 10, 20 and 3,600 seconds; the page shows the first two (a course of two pages). */
const LESSONS = ["lesson00001", "lesson00002", "lesson00003"];
const row = (id: string, number: number) =>
  `<li><a href="https://www.youtube.com/watch?v=${id}">Lesson ${number} title</a>` +
  `<button type="button" data-lesson="${id}" aria-pressed="false" hidden>Watched</button></li>`;
const PAGE =
  '<h1>A course</h1><div class="course-lessons" data-video="Course12345" data-topic="go" data-playlist="PLcourse123" ' +
  `data-lessons="${LESSONS[0]}10 ${LESSONS[1]}20 ${LESSONS[2]}3600">` +
  '<div class="continue" data-start="Start: lesson {number}" data-continue="Continue: lesson {number}">' +
  '<p class="course-progress" data-text="{watched} of {total} lessons watched · {left} left" ' +
  'data-hours="{hours} h {minutes} min" data-minutes="{minutes} min" hidden></p>' +
  '<div class="player"><button type="button" class="player-poster" aria-label="Start: lesson 1: Lesson 1 title" ' +
  'data-title="Lesson 1 title" data-embed="https://www.youtube-nocookie.com/embed/lesson00001?autoplay=1&amp;list=PLcourse123">' +
  '<span class="player-poster-title">Lesson 1 title<span class="player-poster-channel">Start: lesson 1</span></span>' +
  "</button></div></div>" +
  `<ol>${row(LESSONS[0], 1)}${row(LESSONS[1], 2)}</ol></div>` +
  '<p class="learner-status" data-message="Nothing can be kept here."></p>';

const lesson = (id: string) => document.querySelector<HTMLButtonElement>(`[data-lesson="${id}"]`)!;
const pressed = (id: string) => lesson(id).getAttribute("aria-pressed");
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
const text = (selector: string) => document.querySelector(selector)!.textContent;
/** What the visitor reads: the progress while shown, and the poster's label over its title. */
const progress = () => {
  const element = document.querySelector<HTMLElement>(".course-progress")!;
  return element.hidden ? "" : element.textContent;
};
const next = () =>
  `${text(".player-poster-channel")} ${text(".player-poster-title")!.replace(text(".player-poster-channel")!, "")}`.trim();
const poster = () => document.querySelector<HTMLElement>(".player-poster")!;
const keep = (videos: object, version = LIST_VERSION) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ format: "corsi-list", version, videos }));

describe("a course page's lessons, progress and Continue", () => {
  let removeListeners: () => void = () => undefined;
  const start = () => {
    removeListeners = runInlineScript(...PLAYLIST_COURSE_SCRIPT_PARTS);
    document.body.innerHTML = PAGE;
  };
  /** The observer reports the parser's (here: innerHTML's) additions in a microtask. */
  const settle = () => Promise.resolve();

  // Each test from an empty page and list, without the last test's listeners, observers and mocks.
  afterEach(() => {
    removeListeners();
    jest.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.className = "";
    document.body.innerHTML = "";
  });

  it("leaves a list a newer version kept (another tab) as it is at a tick, showing what it can, and loads the page again", async () => {
    // jsdom cannot navigate: it reports a reload as "not implemented", which is how the attempt is seen here.
    const reloads = jest.spyOn(console, "error").mockImplementation(() => undefined);
    start();
    await settle();
    const newer = JSON.stringify({
      format: "corsi-list",
      version: LIST_VERSION + 1,
      videos: {
        Course12345: { title: "A course", lessons: [LESSONS[0]] },
        other123456: { title: "Kept", saved: true },
      },
    });
    localStorage.setItem(STORAGE_KEY, newer);
    dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    expect(pressed(LESSONS[0])).toBe("true");
    lesson(LESSONS[1]).click();
    expect(localStorage.getItem(STORAGE_KEY)).toBe(newer);
    expect(localStorage.getItem(UNREADABLE_KEY)).toBeNull();
    expect(pressed(LESSONS[1])).toBe("false");
    expect(reloads.mock.calls.filter(([error]) => String(error).includes("navigation"))).toHaveLength(1);
  });

  it("sets a stored value that is not a list aside, like the cards' script, before keeping a tick", async () => {
    localStorage.setItem(STORAGE_KEY, '{"format":"something else"}');
    start();
    await settle();
    lesson(LESSONS[0]).click();
    expect(localStorage.getItem(UNREADABLE_KEY)).toBe('{"format":"something else"}');
    expect(stored().videos.Course12345.lessons).toEqual([LESSONS[0]]);
  });

  it("starts at lesson 1 and says nothing of progress while no lesson is ticked", async () => {
    start();
    await settle();
    expect(pressed(LESSONS[0])).toBe("false");
    // Shown once the script marks them: the page without JavaScript has no buttons.
    expect(lesson(LESSONS[0]).hidden).toBe(false);
    expect(progress()).toBe("");
    expect(next()).toBe("Start: lesson 1 Lesson 1 title");
  });

  it("ticks a lesson into the course's entry, counts what is left, and continues at the next lesson", async () => {
    start();
    await settle();
    const changes = jest.fn();
    addEventListener(LIST_CHANGE_EVENT, changes);
    lesson(LESSONS[0]).click();
    expect(pressed(LESSONS[0])).toBe("true");
    expect(stored()).toEqual({
      format: "corsi-list",
      version: LIST_VERSION,
      videos: { Course12345: { title: "A course", topic: "go", playlist: "PLcourse123", lessons: [LESSONS[0]] } },
    });
    expect(changes).toHaveBeenCalledTimes(1);
    // 3,620 s left: rounded to the nearest minute, as every length is (src/content/duration.ts).
    expect(progress()).toBe("1 of 3 lessons watched · 1 h 0 min left");
    expect(next()).toBe("Continue: lesson 2 Lesson 2 title");
    expect(poster().dataset.embed).toBe(
      "https://www.youtube-nocookie.com/embed/lesson00002?autoplay=1&list=PLcourse123",
    );
    expect(poster().getAttribute("aria-label")).toBe("Continue: lesson 2: Lesson 2 title");
    expect(poster().dataset.title).toBe("Lesson 2 title");
    removeEventListener(LIST_CHANGE_EVENT, changes);
  });

  it("continues at a lesson on another page by its number, and all ticked is the course watched", async () => {
    start();
    await settle();
    lesson(LESSONS[0]).click();
    lesson(LESSONS[1]).click();
    expect(progress()).toBe("2 of 3 lessons watched · 1 h 0 min left");
    expect(next()).toBe("Continue: lesson 3");
    expect(poster().dataset.embed).toContain("/embed/lesson00003?");
    // The third lesson is ticked on its own page: the course is watched whole.
    keep({ Course12345: { title: "A course", lessons: LESSONS } });
    dispatchEvent(new Event(LIST_CHANGE_EVENT));
    lesson(LESSONS[0]).click();
    lesson(LESSONS[0]).click();
    expect(stored().videos.Course12345).toEqual({
      title: "A course",
      topic: "go",
      playlist: "PLcourse123",
      watched: true,
    });
    expect(progress()).toBe("3 of 3 lessons watched · 0 min left");
    // Done: it starts again.
    expect(next()).toBe("Start: lesson 1 Lesson 1 title");
  });

  it("shows a course marked watched on its card with every lesson ticked; unticking one keeps the others", async () => {
    keep({ Course12345: { title: "A course", saved: true, watched: true } });
    start();
    await settle();
    expect(pressed(LESSONS[0])).toBe("true");
    expect(pressed(LESSONS[1])).toBe("true");
    lesson(LESSONS[1]).click();
    expect(stored().videos.Course12345).toMatchObject({ saved: true, lessons: [LESSONS[0], LESSONS[2]] });
    expect(stored().videos.Course12345.watched).toBeUndefined();
    expect(progress()).toBe("2 of 3 lessons watched · 1 min left");
    expect(next()).toBe("Continue: lesson 2 Lesson 2 title");
  });

  it("reads a list kept before lessons existed (version 1)", async () => {
    keep({ Course12345: { title: "A course", watched: true } }, 1);
    start();
    await settle();
    expect(pressed(LESSONS[1])).toBe("true");
    lesson(LESSONS[1]).click();
    expect(stored().version).toBe(LIST_VERSION);
  });

  it("unticking the last ticked lesson of an unsaved course removes its entry", async () => {
    start();
    await settle();
    lesson(LESSONS[1]).click();
    lesson(LESSONS[1]).click();
    expect(stored().videos).toEqual({});
    expect(progress()).toBe("");
  });

  it("says so once when the browser keeps nothing, and leaves the button unpressed", async () => {
    start();
    await settle();
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    lesson(LESSONS[0]).click();
    expect(pressed(LESSONS[0])).toBe("false");
    expect(document.documentElement.classList.contains(UNAVAILABLE_CLASS)).toBe(true);
    expect(text(".learner-status")).toBe("Nothing can be kept here.");
  });
});
