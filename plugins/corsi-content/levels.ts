import { COURSE_LEVELS, type CourseLevel } from "../../src/content/levels";

/**
 * A free course's level, where its entry names none: the lowest level of the learning paths that hold it (a path
 * names its level, and a course that opens a beginners' path is for beginners, whatever later paths also use it).
 */

/** The lowest of these levels, in COURSE_LEVELS' order; undefined for none. */
export function lowestLevel(levels: Iterable<CourseLevel | undefined>): CourseLevel | undefined {
  let lowest: number | undefined;
  for (const level of levels) {
    const index = level === undefined ? -1 : COURSE_LEVELS.indexOf(level);
    if (index >= 0 && (lowest === undefined || index < lowest)) lowest = index;
  }
  return lowest === undefined ? undefined : COURSE_LEVELS[lowest];
}

/** What the paths say of each course they hold: by the video id and by the playlist id a step names it by. */
export interface PathLevels {
  byVideo: ReadonlyMap<string, CourseLevel>;
  byPlaylist: ReadonlyMap<string, CourseLevel>;
}

/** What this reads of a learning path (plugins/corsi-content/schema/path.ts). */
export interface PathOfLevels {
  level: CourseLevel;
  steps: readonly { courses: readonly { video?: string; playlist?: string }[] }[];
}

export function pathLevels(paths: Iterable<PathOfLevels>): PathLevels {
  const byVideo = new Map<string, CourseLevel>();
  const byPlaylist = new Map<string, CourseLevel>();
  const lower = (map: Map<string, CourseLevel>, id: string | undefined, level: CourseLevel) => {
    if (id) map.set(id, lowestLevel([map.get(id), level]) ?? level);
  };
  for (const { level, steps } of paths)
    for (const { courses } of steps)
      for (const course of courses) {
        lower(byVideo, course.video, level);
        lower(byPlaylist, course.playlist, level);
      }
  return { byVideo, byPlaylist };
}

/** A video entry's level: its own, else the lowest of the paths that name it by its video or its playlist. */
export function levelOf(
  video: { youtubeId: string; playlistId?: string | null; level?: CourseLevel | null },
  levels: PathLevels,
): CourseLevel | undefined {
  if (video.level) return video.level;
  return lowestLevel([
    levels.byVideo.get(video.youtubeId),
    video.playlistId ? levels.byPlaylist.get(video.playlistId) : undefined,
  ]);
}
