import { parse, stringify } from "yaml";
import { catalogReferences, type CatalogReferences } from "../../plugins/corsi-content/pathChecks";
import type { LearningPath, PathCourse, PathCourseKind } from "../../plugins/corsi-content/schema/path";
import { WORDS } from "./syntheticCatalog";

/**
 * Learning paths (data/paths/<name>.yaml) over a synthetic catalog, for `npm run scale -- --paths N:C`: valid per the
 * path schema and its checks (plugins/corsi-content/schema/path.ts, pathChecks.ts), deterministic, pure.
 */

/** Each step's title in each language, the first steps first (a path has 3 to 5). */
const STEPS = [
  ["Foundations", "الأساسيات"],
  ["Practice", "التمرين"],
  ["A first project", "أول مشروع"],
  ["Going further", "التعمق"],
  ["Mastery", "الإتقان"],
] as const;

/** The levels, in turn. */
const LEVELS: LearningPath["level"][] = ["beginner", "intermediate", "advanced"];

/** A path's file name, without .yaml: its address is /Paths/path-<n>. */
export const syntheticPathName = (index: number) => `path-${index + 1}`;

/** The catalog a synthetic path may draw from, read from its topic files and paid courses' files (name → text). */
export function catalogOfFiles(topics: Record<string, string>, paid: Record<string, string> = {}): CatalogReferences {
  return catalogReferences(
    Object.values(topics).map((text) => parse(text) as unknown),
    Object.keys(paid).map((file) => file.replace(/\.yaml$/, "")),
  );
}

/** The catalog's courses of each kind: the videos that are no playlist course's card, the playlists, the paid courses. */
function coursePools(catalog: CatalogReferences): Record<PathCourseKind, string[]> {
  const cards = new Set(catalog.playlists.values());
  return {
    video: [...catalog.videos].filter((id) => !cards.has(id)),
    playlist: [...catalog.playlists.keys()],
    paid: [...catalog.paid],
  };
}

/** The kind a path's course in this place is, when the catalog has that kind: one in four a playlist, one in five paid. */
function kindAt(place: number): PathCourseKind {
  if (place % 4 === 1) return "playlist";
  if (place % 5 === 3) return "paid";
  return "video";
}

/**
 * N learning paths, file name → YAML (path-1, path-2, … with .yaml): levels beginner, intermediate, advanced in turn, positions 1..N,
 * every title in English and Arabic, 3 to 5 steps, C − 2 to C + 2 courses (C on average; at least one a step). Path i
 * takes its k-th course of a kind at place i + k × N of that kind's list, so the paths spread over the whole catalog
 * and, while it has enough, share no course; within a path no course is listed twice. Playlists and paid courses are
 * drawn only when the catalog has them; the rest are videos. Throws when the catalog has fewer courses than a path.
 */
export function syntheticPaths(count: number, courses: number, catalog: CatalogReferences): Record<string, string> {
  if (!Number.isInteger(count) || !Number.isInteger(courses) || count < 0 || courses < 1)
    throw new RangeError(`expected a number of paths and of courses a path (N:C, C ≥ 1), found ${count}:${courses}`);
  const pools = coursePools(catalog);
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const total = Math.max(1, courses + (i % 5) - 2);
      const taken = new Set<string>();
      const drawn = { video: 0, playlist: 0, paid: 0 };
      const draw = (kind: PathCourseKind): PathCourse | undefined => {
        const pool = pools[kind];
        for (let probe = 0; probe < pool.length; probe++) {
          const id = pool[(i + drawn[kind] * count + probe) % pool.length];
          if (taken.has(`${kind}:${id}`)) continue;
          taken.add(`${kind}:${id}`);
          drawn[kind]++;
          return { [kind]: id };
        }
        return undefined;
      };
      const list = Array.from({ length: total }, (_, place) => {
        const course = draw(kindAt(place)) ?? draw("video");
        if (!course)
          throw new Error(`a path of ${total} courses needs more than the catalog's ${pools.video.length} videos`);
        return course;
      });
      const steps = Math.min(3 + (i % 3), total);
      const learningPath: LearningPath = {
        title: `Path ${i + 1}: ${WORDS[i % WORDS.length]}, from the first lesson to a project`,
        titleAr: `المسار ${i + 1}: من الدرس الأول إلى مشروع`,
        level: LEVELS[i % LEVELS.length],
        position: i + 1,
        description: `Start with ${WORDS[i % WORDS.length]}, practise on exercises, and finish with a project of your own.`,
        ...(i % 2 === 0 ? { descriptionAr: "ابدأ بالأساسيات، وتمرّن على التمارين، وأنهِ بمشروع خاص بك." } : {}),
        steps: STEPS.slice(0, steps).map(([title, titleAr], s) => ({
          title,
          titleAr,
          courses: list.slice(Math.floor((s * total) / steps), Math.floor(((s + 1) * total) / steps)),
        })),
      };
      return [`${syntheticPathName(i)}.yaml`, stringify(learningPath)];
    }),
  );
}

/**
 * A path as an owner edits it: its first step renamed (in both languages) and that step's first course swapped for a
 * video the path does not list, the catalog's last such (no synthetic path lists it while the catalog is large enough).
 */
export function editedPath(text: string, catalog: CatalogReferences): string {
  const learningPath = parse(text) as LearningPath;
  const listed = new Set(learningPath.steps.flatMap((step) => step.courses.map((course) => course.video)));
  const videos = coursePools(catalog).video;
  const swapped = videos.filter((id) => !listed.has(id)).at(-1);
  if (swapped === undefined) throw new Error("the catalog has no video this path does not list");
  const [first] = learningPath.steps;
  first.title = `${first.title}, revised`;
  first.titleAr = `${first.titleAr}، بعد المراجعة`;
  first.courses[0] = { video: swapped };
  return stringify(learningPath);
}
