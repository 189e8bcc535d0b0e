import { runInlineScript } from "./testing";
import { PATH_SCRIPT_PARTS } from "./listScripts";
import { LIST_CHANGE_EVENT, LIST_VERSION, STORAGE_KEY } from "../../../src/learner/keys";

/** A card's heading and its buttons' group, as VideoCard and PaidCourseCard draw them. */
const card = (id: string, anchor: string, title: string) =>
  `<article><h3 id="${anchor}">${title}</h3><div class="learner-toggles" data-video="${id}" aria-labelledby="${anchor}"></div></article>`;

/** A path page: its header (a video of 10 min, a course of 2 h, a paid course of unknown length) and two steps. */
const PAGE =
  '<div class="learning-path" data-courses="vid00000001 vidCourse01 paid:react" data-seconds="600 7200 0">' +
  '<p data-progress="{done} of {total} done" data-always hidden></p>' +
  '<p data-left="{left} left" data-hours="{hours} h {minutes} min" data-minutes="{minutes} min" hidden></p>' +
  '<a href="#" data-start="Start here: {course}" data-continue="Continue: {course}" hidden></a>' +
  '<p data-done="You have finished." hidden></p></div>' +
  '<section class="learning-path" data-courses="vid00000001 vidCourse01"><h2>Step 1 <span data-done="Complete" hidden></span></h2>' +
  card("vid00000001", "video-vid00000001", "HTML") +
  card("vidCourse01", "video-vidCourse01", "A course") +
  "</section>" +
  '<section class="learning-path" data-courses="paid:react"><h2>Step 2 <span data-done="Complete" hidden></span></h2>' +
  card("paid:react", "paid-react", "React, paid") +
  "</section>" +
  // A path's card on /Paths: its progress only once started.
  '<div id="other" class="learning-path" data-courses="vid00000009"><p data-progress="{done} of {total} done" hidden></p></div>';

const keep = (videos: object) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ format: "corsi-list", version: LIST_VERSION, videos }));
/** What a visitor reads of an element: nothing while it is hidden. */
const shown = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector)!;
  return element.hidden ? "" : element.textContent;
};
const link = () => document.querySelector<HTMLAnchorElement>("a[data-continue]")!;
const steps = () =>
  Array.from(document.querySelectorAll<HTMLElement>("section [data-done]")).map((badge) => !badge.hidden);

describe("a learning path's progress", () => {
  let removeListeners: () => void = () => undefined;
  const start = () => {
    removeListeners = runInlineScript(...PATH_SCRIPT_PARTS);
    document.body.innerHTML = PAGE;
  };
  /** The observer reports the parser's (here: innerHTML's) additions in a microtask. */
  const settle = () => Promise.resolve();

  afterEach(() => {
    removeListeners();
    localStorage.clear();
    document.body.innerHTML = "";
  });

  it("says 0 of 3 on the path's page, leads to its first course, and shows nothing on a path not started", async () => {
    start();
    await settle();
    expect(shown("[data-progress]")).toBe("0 of 3 done");
    expect(shown("[data-left]")).toBe("2 h 10 min left");
    expect(shown("a[data-continue]")).toBe("Start here: HTML");
    expect(link().getAttribute("href")).toBe("#video-vid00000001");
    expect(shown("#other [data-progress]")).toBe("");
    expect(steps()).toEqual([false, false]);
  });

  it("counts a video marked watched and a course watched whole, marks the step complete and continues at the paid course", async () => {
    keep({
      vid00000001: { title: "HTML", watched: true },
      vidCourse01: { title: "A course", playlist: "PLx", watched: true },
    });
    start();
    await settle();
    expect(shown("[data-progress]")).toBe("2 of 3 done");
    expect(shown("[data-left]")).toBe(""); // the paid course's length is not known
    expect(shown("a[data-continue]")).toBe("Continue: React, paid");
    expect(link().getAttribute("href")).toBe("#paid-react");
    expect(steps()).toEqual([true, false]);
  });

  it("does not count a course whose lessons are only partly ticked", async () => {
    keep({ vidCourse01: { title: "A course", playlist: "PLx", lessons: ["lesson00001"] } });
    start();
    await settle();
    expect(shown("[data-progress]")).toBe("0 of 3 done");
  });

  it("follows a press on the page (the change event) and another tab's (storage): a paid course marked done finishes the path", async () => {
    start();
    await settle();
    keep({
      vid00000001: { title: "HTML", watched: true },
      vidCourse01: { title: "A course", watched: true },
      "paid:react": { title: "React, paid", watched: true },
    });
    dispatchEvent(new Event(LIST_CHANGE_EVENT));
    expect(shown("[data-progress]")).toBe("3 of 3 done");
    expect(shown("a[data-continue]")).toBe("");
    expect(shown(".learning-path > [data-done]")).toBe("You have finished.");
    expect(steps()).toEqual([true, true]);
    keep({ vid00000009: { title: "Other", watched: true } });
    dispatchEvent(new Event("storage"));
    expect(shown("#other [data-progress]")).toBe("1 of 1 done");
    expect(shown("[data-progress]")).toBe("0 of 3 done");
  });
});
