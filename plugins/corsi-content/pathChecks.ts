import path from "node:path";
import { type ContentProblem, formatPath } from "./problem";
import { PATH_COURSE_KINDS, type PathCourseKind } from "./schema";

/** A path's file name is its address, /Paths/<name>: what a link carries unescaped and a person can read aloud. */
export const PATH_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What the catalog lists, for a path's references, as the content checks read it (the pages' index of the catalog is
 * catalogIndex.ts): each course's card (a video's id; a paid course's file name).
 */
export interface CatalogReferences {
  /** Every listed video's YouTube id (a playlist course's card among them). */
  videos: ReadonlySet<string>;
  /** A playlist course's id → its card's YouTube id. */
  playlists: ReadonlyMap<string, string>;
  /** The paid courses' file names, without .yaml. */
  paid: ReadonlySet<string>;
}

/**
 * The catalog's references from its topics as read (valid or not: whatever videos a topic file lists) and the paid
 * courses' file names.
 */
export function catalogReferences(topics: readonly unknown[], paidNames: readonly string[]): CatalogReferences {
  const videos = new Set<string>();
  const playlists = new Map<string, string>();
  const listed = (topic: unknown) => {
    const entries = topic && typeof topic === "object" ? (topic as { videos?: unknown }).videos : undefined;
    return Array.isArray(entries) ? (entries as unknown[]) : [];
  };
  for (const topic of topics)
    for (const video of listed(topic)) {
      if (!video || typeof video !== "object") continue;
      const { youtubeId, playlistId } = video as Record<string, unknown>;
      if (typeof youtubeId !== "string") continue;
      videos.add(youtubeId);
      if (typeof playlistId === "string" && !playlists.has(playlistId)) playlists.set(playlistId, youtubeId);
    }
  return { videos, playlists, paid: new Set(paidNames) };
}

const WHAT: Record<PathCourseKind, string> = {
  video: "a video listed in a topic (its YouTube id)",
  playlist: "a playlist course listed in a topic (its playlist id)",
  paid: "a paid course's file name in data/paid/, without .yaml",
};

/** The card a reference stands for, if the catalog has it: a playlist course is its card's video. */
function cardOf(kind: PathCourseKind, id: string, catalog: CatalogReferences): string | undefined {
  if (kind === "video") return catalog.videos.has(id) ? id : undefined;
  if (kind === "playlist") return catalog.playlists.get(id);
  return catalog.paid.has(id) ? `paid:${id}` : undefined;
}

export interface PathCheck {
  /** The path's file in data/: "paths/<name>.yaml". */
  file: string;
  /** Its fields as read, valid or not, so these problems come with the schema's. */
  raw: unknown;
  lineAt: (segments: readonly PropertyKey[]) => number | undefined;
  catalog: CatalogReferences;
}

/**
 * What a path's schema cannot see: that its name makes an address, that every course it lists is in the catalog, and
 * that no course is listed twice in it. Each problem names the step (its title) and the entry.
 */
export function pathChecks({ file, raw, lineAt, catalog }: PathCheck): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const name = path.basename(file, ".yaml");
  if (!PATH_NAME_PATTERN.test(name))
    problems.push({
      file,
      path: "",
      message: `the file's name is the path's address (/Paths/${name}): expected lowercase letters, digits and '-' (like web-from-zero.yaml), found ${JSON.stringify(`${name}.yaml`)}`,
    });
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return problems;
  const steps = (raw as Record<string, unknown>).steps;
  if (!Array.isArray(steps)) return problems;
  const seen = new Map<string, string>();
  steps.forEach((step: unknown, s) => {
    if (step === null || typeof step !== "object") return;
    const { title, courses } = step as Record<string, unknown>;
    const inStep = ` (in step ${s + 1}${typeof title === "string" ? `, "${title}"` : ""})`;
    if (!Array.isArray(courses)) return;
    courses.forEach((course: unknown, c) => {
      if (course === null || typeof course !== "object") return;
      for (const kind of PATH_COURSE_KINDS) {
        const id = (course as Record<string, unknown>)[kind];
        if (typeof id !== "string") continue;
        const segments = ["steps", s, "courses", c, kind];
        const where = formatPath(segments);
        const card = cardOf(kind, id, catalog);
        if (card === undefined)
          problems.push({
            file,
            path: where,
            message: `expected ${WHAT[kind]}, found ${JSON.stringify(id)}: the catalog has no such ${kind === "paid" ? "paid course" : kind === "video" ? "video" : "playlist course"}${inStep}`,
            line: lineAt(segments),
          });
        else if (seen.has(card))
          problems.push({
            file,
            path: where,
            message: `expected a course listed once in a path, but ${seen.get(card)} is the same course${inStep}`,
            line: lineAt(segments),
          });
        else seen.set(card, where);
      }
    });
  });
  return problems;
}
