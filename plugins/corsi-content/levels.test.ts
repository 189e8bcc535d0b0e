import { levelOf, lowestLevel, pathLevels } from "./levels";

const step = (...courses: { video?: string; playlist?: string }[]) => ({ title: "A step", courses });

describe("a free course's level", () => {
  const levels = pathLevels([
    { level: "intermediate", steps: [step({ video: "vidShared01" }, { playlist: "PLcourse" })] },
    { level: "beginner", steps: [step({ video: "vidOther001" }), step({ video: "vidShared01" })] },
    { level: "advanced", steps: [step({ video: "vidAdvanced" }, { playlist: "PLcourse" })] },
  ]);

  it("is the lowest level of the paths that hold it", () => {
    expect(levelOf({ youtubeId: "vidShared01" }, levels)).toBe("beginner");
    expect(levelOf({ youtubeId: "vidAdvanced" }, levels)).toBe("advanced");
    expect(levelOf({ youtubeId: "vidLesson01", playlistId: "PLcourse" }, levels)).toBe("intermediate");
  });

  it("is the entry's own where it names one, even above its paths'", () => {
    expect(levelOf({ youtubeId: "vidShared01", level: "advanced" }, levels)).toBe("advanced");
  });

  it("is none for an entry in no path and with no level of its own", () => {
    expect(levelOf({ youtubeId: "vidAlone001" }, levels)).toBeUndefined();
    expect(levelOf({ youtubeId: "vidAlone001", playlistId: "PLelsewhere" }, levels)).toBeUndefined();
  });

  it("orders the levels beginner, intermediate, advanced", () => {
    expect(lowestLevel(["advanced", undefined, "intermediate"])).toBe("intermediate");
    expect(lowestLevel([])).toBeUndefined();
  });
});
