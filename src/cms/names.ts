/** The name the generated CMS config gives a topic's videos' widget, and /admin's module registers it under. */
export const YOUTUBE_VIDEOS_WIDGET = "youtube-videos";
