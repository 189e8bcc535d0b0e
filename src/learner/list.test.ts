import {
  emptyList,
  isKept,
  type LearnerList,
  mergeLists,
  savedIds,
  withoutLessons,
  watchedInTopic,
  withFlag,
  withoutPlaces,
  withoutSaved,
} from "./list";

const list = (videos: LearnerList["videos"]): LearnerList => ({ ...emptyList(), videos });

describe("the learner's list", () => {
  it("keeps a video while it is saved or watched, and lets it go when it is neither", () => {
    const saved = withFlag(emptyList(), "aaaaaaaaaaa", "saved", true, { title: "One", topic: "go" });
    expect(saved.videos.aaaaaaaaaaa).toEqual({ title: "One", topic: "go", saved: true });
    const watched = withFlag(saved, "aaaaaaaaaaa", "watched", true);
    expect(watched.videos.aaaaaaaaaaa).toMatchObject({ saved: true, watched: true });
    const unsaved = withFlag(watched, "aaaaaaaaaaa", "saved", false);
    expect(unsaved.videos.aaaaaaaaaaa).toEqual({ title: "One", topic: "go", watched: true });
    expect(withFlag(unsaved, "aaaaaaaaaaa", "watched", false).videos).toEqual({});
  });

  it("clearing removes every saved video but keeps what was watched", () => {
    const cleared = withoutSaved(
      list({ aaaaaaaaaaa: { title: "A", saved: true }, bbbbbbbbbbb: { title: "B", saved: true, watched: true } }),
    );
    expect(cleared.videos).toEqual({ bbbbbbbbbbb: { title: "B", watched: true } });
    expect(savedIds(cleared)).toEqual([]);
  });

  it("counts a topic's watched videos, never more than the topic holds", () => {
    const kept = list({
      aaaaaaaaaaa: { title: "A", topic: "go", watched: true },
      bbbbbbbbbbb: { title: "B", topic: "go", watched: true },
      ccccccccccc: { title: "C", topic: "go", saved: true },
      ddddddddddd: { title: "D", topic: "c", watched: true },
    });
    expect(watchedInTopic(kept, "go", 12)).toBe(2);
    expect(watchedInTopic(kept, "go", 1)).toBe(1);
    expect(watchedInTopic(kept, "python", 3)).toBe(0);
  });

  it("merges another list: every video of both, every flag of either, what this list knows of a video wins", () => {
    const mine = list({ aaaaaaaaaaa: { title: "Mine", topic: "go", saved: true } });
    const theirs = list({
      aaaaaaaaaaa: { title: "Theirs", topic: "c", watched: true },
      bbbbbbbbbbb: { title: "New", topic: "c", saved: true },
      ccccccccccc: { title: "Already", saved: true },
    });
    const { list: merged, added } = mergeLists(
      { ...mine, videos: { ...mine.videos, ccccccccccc: theirs.videos.ccccccccccc } },
      theirs,
    );
    expect(merged.videos.aaaaaaaaaaa).toEqual({ title: "Mine", topic: "go", saved: true, watched: true });
    expect(merged.videos.bbbbbbbbbbb).toEqual({ title: "New", topic: "c", saved: true });
    expect(added).toBe(2);
    expect(mergeLists(merged, theirs).added).toBe(0);
  });

  it("a link of the first format adds saved videos only, never the sender's watched ones", () => {
    const theirs = list({
      aaaaaaaaaaa: { title: "Seen", watched: true },
      bbbbbbbbbbb: { title: "Saved and seen", saved: true, watched: true },
      ccccccccccc: { title: "Ticked", lessons: ["Lesson00001"] },
    });
    const { list: merged, added } = mergeLists(emptyList(), theirs, ["saved"]);
    expect(merged.videos).toEqual({ bbbbbbbbbbb: { title: "Saved and seen", saved: true } });
    expect(added).toBe(1);
  });

  it("a course's ticked lessons give way to watching it whole, and keep an entry that says nothing else", () => {
    const ticked = list({ ccccccccccc: { title: "Course", lessons: ["Lesson00001", "Lesson00002"] } });
    const whole = withFlag(ticked, "ccccccccccc", "watched", true);
    expect(whole.videos.ccccccccccc).toEqual({ title: "Course", watched: true });
    // Unmarking the whole course unticks every lesson.
    expect(withFlag(whole, "ccccccccccc", "watched", false).videos).toEqual({});
    expect(withFlag(ticked, "ccccccccccc", "saved", true).videos.ccccccccccc.lessons).toHaveLength(2);
  });

  it("merging keeps the ticked lessons of both lists, a course ticked only among them, and a mark set on either side", () => {
    const mine = list({
      ccccccccccc: { title: "Course", saved: true, lessons: ["Lesson00001"] },
      eeeeeeeeeee: { title: "Seen here", watched: true },
    });
    const theirs = list({
      ccccccccccc: { title: "Course", saved: true, lessons: ["Lesson00002"] },
      ddddddddddd: { title: "Unsaved course", lessons: ["Lesson00003"] },
      eeeeeeeeeee: { title: "Seen here", saved: true },
    });
    const { list: merged, added } = mergeLists(mine, theirs);
    expect(merged.videos.ccccccccccc.lessons).toEqual(["Lesson00001", "Lesson00002"]);
    expect(merged.videos.ddddddddddd).toEqual({ title: "Unsaved course", lessons: ["Lesson00003"] });
    expect(merged.videos.eeeeeeeeeee).toEqual({ title: "Seen here", saved: true, watched: true });
    expect(added).toBe(3);
    expect(mergeLists(merged, theirs).added).toBe(0);
    // A link of the first format carried a saved course's lessons, never a course only ticked.
    expect(mergeLists(mine, theirs, ["saved"]).list.videos.ddddddddddd).toBeUndefined();
    expect(withoutLessons(theirs).videos).toEqual({
      ccccccccccc: { title: "Course", saved: true },
      eeeeeeeeeee: { title: "Seen here", saved: true },
    });
    // A course watched whole keeps no list of lessons.
    const watched = list({ ccccccccccc: { title: "Course", watched: true } });
    expect(mergeLists(watched, theirs).list.videos.ccccccccccc).toEqual({
      title: "Course",
      saved: true,
      watched: true,
    });
  });
});

describe("the places the player kept", () => {
  it("keep an entry that holds only a place, go with Watched, and are left out of a link that must be short", () => {
    const list = emptyList();
    list.videos.abcdefghijk = { title: "A", position: 754 };
    list.videos.saved000001 = { title: "B", saved: true, position: 60, lesson: "lesson00001" };
    expect(isKept(list.videos.abcdefghijk)).toBe(true);
    expect(withFlag(list, "abcdefghijk", "watched", true).videos.abcdefghijk).toEqual({ title: "A", watched: true });
    expect(withoutPlaces(list).videos).toEqual({ saved000001: { title: "B", saved: true } });
  });

  it("are merged: this device's place first, the other's where this one has none", () => {
    const mine = emptyList();
    mine.videos.abcdefghijk = { title: "A", saved: true, position: 100 };
    const theirs = emptyList();
    theirs.videos.abcdefghijk = { title: "A", position: 300 };
    theirs.videos.other000001 = { title: "B", position: 42 };
    const { list } = mergeLists(mine, theirs);
    expect(list.videos.abcdefghijk).toMatchObject({ saved: true, position: 100 });
    expect(list.videos.other000001).toMatchObject({ position: 42 });
    // A link of the first format adds saved videos only: no one else's place.
    expect(mergeLists(emptyList(), theirs, ["saved"]).list.videos).toEqual({});
  });
});
