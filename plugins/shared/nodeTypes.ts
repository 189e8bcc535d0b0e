/**
 * The node types the plugins make beyond the data files' (those are in plugins/corsi-content/files.ts), named once:
 * a plugin that makes them and one that reads them agree by these names.
 */
/** What YouTube says of a listed video (plugins/corsi-content, from plugins/corsi-playlists/videoFacts.ts). */
export const FACTS_TYPE = "VideoFacts";
/** What the build knows of a listed video's thumbnail (plugins/corsi-thumbnails). */
export const THUMBNAIL_TYPE = "VideoThumbnail";
/** A playlist course's lessons (plugins/corsi-playlists). */
export const PLAYLIST_COURSE_TYPE = "PlaylistCourse";
