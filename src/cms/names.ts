/** The name the generated CMS config gives a topic's videos' widget, and /admin's module registers it under. */
export const YOUTUBE_VIDEOS_WIDGET = "youtube-videos";
/** The name of the relation widget that offers only the list items whose value is filled (FilledRelationControl.tsx). */
export const FILLED_RELATION_WIDGET = "filled-relation";
