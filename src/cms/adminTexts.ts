import type { InvalidReason } from "../content/youtubeLink";

/**
 * What /admin's editor says to the owner about a topic's videos, in the owner's language (data/admin.yaml): the button
 * that fills a video's title and channel from YouTube, and every answer it can give. The build checks the file against
 * its schema (plugins/corsi-content/schema/admin.ts), which gives exactly this; {name} marks a place the editor fills.
 */
export interface AdminTexts {
  /** The language the texts are written in: a list of names is joined as it joins one (Intl.ListFormat). */
  locale: string;
  fillButton: string;
  asking: string;
  idNotes: { playlistOnly: string; notKept: string };
  /** Why a pasted text is no link Corsi can list, one sentence for each reason src/content/youtubeLink.ts finds. */
  linkRefusals: Record<InvalidReason, string>;
  fieldNames: { title: string; channel: string };
  filled: string;
  kept: string;
  unchanged: string;
  noChannel: string;
  replaceQuestion: string;
  replaceLine: string;
  failures: {
    noId: string;
    unreachable: string;
    timeout: string;
    private: string;
    notFound: string;
    malformed: string;
    status: string;
  };
}
