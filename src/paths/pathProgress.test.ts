import { countPathProgress } from "./pathProgress";
import type { ListEntry } from "../learner/list";

/** A path of a video, a playlist course (its card's video) and a paid course, in that order. */
const PATH = ["vid00000001", "vidCourse01", "paid:complete-react"];
const SECONDS = [600, 36000, 0];

const list = (videos: Record<string, ListEntry>) => videos;

describe("a path's progress", () => {
  it("counts nothing for an empty list, and leads to the first course", () => {
    expect(countPathProgress({}, PATH, SECONDS)).toEqual({
      done: 0,
      total: 3,
      next: 0,
      left: 36600,
    });
  });

  it("counts a video marked watched, and not one only saved", () => {
    const progress = countPathProgress(list({ vid00000001: { title: "A", watched: true } }), PATH, SECONDS);
    expect(progress).toMatchObject({ done: 1, next: 1, left: 36000 });
    expect(countPathProgress(list({ vid00000001: { title: "A", saved: true } }), PATH, SECONDS).done).toBe(0);
  });

  it("counts a playlist course once watched whole (every lesson ticked), not while lessons are still unticked", () => {
    const ticking = list({ vidCourse01: { title: "C", playlist: "PLx", lessons: ["lesson00001", "lesson00002"] } });
    expect(countPathProgress(ticking, PATH, SECONDS)).toMatchObject({ done: 0, next: 0 });
    const whole = list({ vidCourse01: { title: "C", playlist: "PLx", watched: true } });
    expect(countPathProgress(whole, PATH, SECONDS)).toMatchObject({ done: 1, next: 0, left: 600 });
  });

  it("counts a paid course marked done", () => {
    const paid = list({ "paid:complete-react": { title: "P", saved: true, watched: true } });
    expect(countPathProgress(paid, PATH, SECONDS)).toMatchObject({ done: 1, next: 0, left: 36600 });
  });

  it("says N of M, and Continue leads to the first course not done in path order", () => {
    const some = list({
      vid00000001: { title: "A", watched: true },
      "paid:complete-react": { title: "P", watched: true },
    });
    expect(countPathProgress(some, PATH, SECONDS)).toMatchObject({ done: 2, total: 3, next: 1, left: 36000 });
  });

  it("has no next course once every course is done", () => {
    const all = Object.fromEntries(PATH.map((id) => [id, { title: id, watched: true }]));
    expect(countPathProgress(all, PATH, SECONDS)).toMatchObject({ done: 3, next: -1, left: 0 });
  });

  it("takes the places the player kept off the time left, for the lengths it knows only", () => {
    const begun = list({
      vid00000001: { title: "A", position: 240 },
      vidCourse01: { title: "C", playlist: "PLx", position: 36000 },
      "paid:complete-react": { title: "P", position: 120 },
    });
    // 600 − 240, nothing of the course (its place is at its length), and the paid course's length is not known.
    expect(countPathProgress(begun, PATH, SECONDS)).toMatchObject({ done: 0, next: 0, left: 360 });
  });

  it("reads no inherited key as a course", () => {
    expect(countPathProgress({}, ["constructor", "toString"]).done).toBe(0);
  });
});
