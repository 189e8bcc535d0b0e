/** The name the generated CMS config gives a topic's videos' widget, and /admin's module registers it under. */
export const YOUTUBE_VIDEOS_WIDGET = "youtube-videos";

/** The button under each video entry's id field that fills its title and channel from YouTube. */
export const FILL_LABEL = "Fill title and channel from YouTube";
