import { changeField, type CmsField, type CmsRelation, fieldsOf, humanize } from "./cmsFields";
import { PAID_COURSE_FOLDER, PATH_COURSE_KINDS, PATH_FOLDER, type PathCourseKind, TOPIC_FOLDER } from "./schema";
import { type RouteEntry, ROUTES } from "../../src/siteManifest";
import { FILLED_RELATION_WIDGET, YOUTUBE_VIDEOS_WIDGET } from "../../src/cms/names";

/** What some files and collections of the editor (cmsConfig.ts) change in the fields their schema gives. */

/** pages.yaml's groups: a route's is named by its address (src/siteManifest.ts), so a new page needs no label here. */
export function labelPages(fields: CmsField[]): CmsField[] {
  const routes: Record<string, RouteEntry> = ROUTES;
  return fields.map((field) =>
    field.name in routes ? { ...field, label: `${humanize(field.name)} page (${routes[field.name].path})` } : field,
  );
}

/** data/names.yaml drawn open, each name and spelling a field of its own: the owner reads them all at a glance. */
export function openNames(fields: CmsField[]): CmsField[] {
  const open = (field: CmsField): CmsField =>
    field.widget === "list"
      ? { ...field, collapsed: false, ...(field.fields && { fields: field.fields.map(open) }) }
      : field;
  return fields.map(open);
}

/** What the editor's id field takes, which the YAML's cannot: any YouTube link, whose ids the widget keeps. */
const PASTE_HINT =
  "Paste the video's YouTube link (youtu.be/…, watch?v=…, shorts/…; with &list=… for a playlist) or type its " +
  "11-character id: the id is kept, and the playlist's. Then press the button below to fill the title and channel.";

/**
 * A topic's videos: a list whose entries the editor's own widget (src/cms/YouTubeVideosControl.tsx) acts on as a whole,
 * keeping the ids of a pasted link and filling the title and channel from YouTube.
 */
export function withVideoWidget(fields: CmsField[]): CmsField[] {
  return fields.map((field) =>
    field.name === "videos"
      ? {
          ...field,
          widget: YOUTUBE_VIDEOS_WIDGET,
          fields: field.fields?.map((video) => (video.name === "youtubeId" ? { ...video, hint: PASTE_HINT } : video)),
        }
      : field,
  );
}

const isCourseKind = (name: string): name is PathCourseKind => (PATH_COURSE_KINDS as readonly string[]).includes(name);

/**
 * Where a path's course is chosen from, by kind: a video or a playlist course among the videos the topics list, a paid
 * course among the paid courses' files. Each is offered by its title and written as the id the path's schema asks for.
 * The labels are set here, not in LABELS, which names a field wherever it is: pages.yaml has texts named `paid` too.
 */
const COURSE_CHOICES: Record<PathCourseKind, CmsRelation & Pick<CmsField, "label" | "hint" | "widget">> = {
  video: {
    label: "Video",
    widget: "relation",
    collection: TOPIC_FOLDER.folder,
    value_field: "videos.*.youtubeId",
    search_fields: ["videos.*.title"],
    display_fields: ["videos.*.title"],
    hint: "A video listed in a topic: type part of its title, then choose it.",
  },
  playlist: {
    label: "Playlist course",
    // Decap's relation offers every video of a topic, a playlist course or not; this one only those with a playlist id.
    widget: FILLED_RELATION_WIDGET,
    collection: TOPIC_FOLDER.folder,
    value_field: "videos.*.playlistId",
    search_fields: ["videos.*.title"],
    display_fields: ["videos.*.title"],
    hint: "A playlist course listed in a topic: type part of its title, then choose it.",
  },
  paid: {
    label: "Paid course",
    widget: "relation",
    collection: PAID_COURSE_FOLDER.folder,
    // A paid course is named by its file name, which Decap calls a folder collection's entry's slug.
    value_field: "{{slug}}",
    search_fields: ["title"],
    display_fields: ["title"],
    hint: "A paid course: type part of its title, then choose it.",
  },
};

/** Which course an entry of a step's list is, e.g. "Paid course: complete-react": the kind that is filled, and its id. */
const COURSE_SUMMARY = PATH_COURSE_KINDS.map(
  (kind) => `{{fields.${kind} | ternary('${COURSE_CHOICES[kind].label}: ', '')}}{{fields.${kind}}}`,
).join("");

/** The rule the path's schema checks on each course, said where the editor adds one. */
const ONE_COURSE_HINT = `In each course, choose one of ${PATH_COURSE_KINDS.map((kind) => COURSE_CHOICES[kind].label).join(", ")}, and leave the others empty.`;

/** A learning path's fields: each course of a step is chosen from the catalog, never typed as an id. */
export function pathFields(): CmsField[] {
  return changeField(fieldsOf(PATH_FOLDER.schema), ["steps", "courses"], (courses) => ({
    ...courses,
    hint: [courses.hint, ONE_COURSE_HINT].filter(Boolean).join(" "),
    summary: COURSE_SUMMARY,
    fields: courses.fields?.map((course) =>
      isCourseKind(course.name) ? { ...course, ...COURSE_CHOICES[course.name] } : course,
    ),
  }));
}
