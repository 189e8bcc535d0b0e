/**
 * The node types the plugins make beyond the data files' (those are in plugins/corsi-content/files.ts), named once:
 * a plugin that makes them and one that reads them agree by these names.
 */
/** What YouTube says of a listed video (plugins/corsi-youtube/factsNodes.ts, from its videoFacts.ts). */
export const FACTS_TYPE = "VideoFacts";
/** What the build knows of a listed video's thumbnail (plugins/corsi-thumbnails). */
export const THUMBNAIL_TYPE = "VideoThumbnail";
/** A playlist course's lessons (plugins/corsi-youtube). */
export const PLAYLIST_COURSE_TYPE = "PlaylistCourse";

/** A VideoFacts node's fields: made by plugins/corsi-youtube, read by plugins/corsi-content's resolvers. */
export interface VideoFactsFields {
  youtubeId: string;
  seconds: number | null;
  embeddable: boolean;
  /** YouTube no longer serves it: the site leaves it out (Topic.videos and everything counted from it). */
  hidden: boolean;
  /** The day YouTube published it, YYYY-MM-DD. */
  published: string | null;
  /** The language spoken in it, by Corsi's name ("Arabic"), when Corsi has one for YouTube's tag. */
  audioLanguage: string | null;
  captions: boolean | null;
  /** Its views, rounded to what the cards show (src/content/views.ts's shownViews). */
  views: number | null;
}

/** One lesson of a course: its video, title, length, and number in the course (1 for the first lesson kept). */
export interface Lesson {
  videoId: string;
  title: string;
  seconds: number;
  position: number;
  /** The day YouTube published it (YYYY-MM-DD), and whether it has captions, when the answer says. */
  published?: string;
  captions?: boolean;
}

/** A PlaylistCourse node's fields: made by plugins/corsi-youtube, read by plugins/corsi-content's resolvers too. */
export interface PlaylistCourseFields {
  playlistId: string;
  /** The entry that lists the playlist first, in the catalog's order: its video and its topic (a node id). */
  youtubeId: string;
  topic: string;
  /** The topic's address, and the course's (first) page's address in the original edition. */
  slug: string;
  path: string;
  lessons: Lesson[];
  lessonCount: number;
  seconds: number;
}

/**
 * A video's facts node id, the same in every plugin: written out, as Gatsby writes its own SitePage nodes' ids, rather
 * than from createNodeId, whose ids depend on the plugin that makes them. A resolver finds one video's node by it.
 */
export const factsNodeId = (youtubeId: string) => `${FACTS_TYPE} ${youtubeId}`;

/** A video's thumbnail node id, written out the same way: hashing 20,000 ids with createNodeId took 0.2 s a build. */
export const thumbnailNodeId = (youtubeId: string) => `${THUMBNAIL_TYPE} ${youtubeId}`;

/** A playlist course's node id, written out the same way: a card finds its course by it, one node read. */
export const playlistCourseNodeId = (playlistId: string) => `${PLAYLIST_COURSE_TYPE} ${playlistId}`;
