import { watchUrl, videoAnchor } from "../content/youtube";
import { type Locale, localePath, topicPageOf, topicPagePath } from "../siteManifest";
import type { ListEntry, ListNote } from "./list";
import { type MomentTexts, momentOf } from "./notes";
import type { NoteSection } from "./notesMarkdown";
import { type SavedCatalog, titleIn } from "./savedCatalog";

/** One note as /Saved lists it and the Markdown file writes it: its course's title, its card's page, its moment. */
export interface SavedNote extends NoteSection {
  id: string;
  note: ListNote;
  /** The card's address on the site, relative (the file makes it absolute). */
  cardPath?: string;
  /** The note's moment in words, "" without one. */
  moment: string;
}

/**
 * Every note of the list in the catalog's order (the topics', then each topic's videos, then the paid courses), and
 * the notes on courses the catalog no longer lists last, as the list holds them. A video's card is on the page of its
 * topic the topic pages put it on (topicPageOf); a course's note in a lesson links to that lesson's video (the catalog
 * of /Saved does not hold a course's lessons, so the lesson's number is its page's to say).
 */
export function savedNotes(
  videos: Readonly<Record<string, ListEntry>>,
  catalog: SavedCatalog | undefined,
  locale: Locale,
  texts: MomentTexts,
): SavedNote[] {
  const noted = new Set(Object.keys(videos).filter((id) => videos[id].note?.text));
  const notes: SavedNote[] = [];
  const inTopic = new Map<number, number>();
  for (const video of catalog?.videos ?? []) {
    const index = inTopic.get(video.topic) ?? 0;
    inTopic.set(video.topic, index + 1);
    const id = video.youtubeId;
    const note = videos[id]?.note;
    if (!note || !noted.delete(id)) continue;
    const topic = catalog?.topics[video.topic];
    notes.push({
      id,
      note,
      title: titleIn(video, locale),
      text: note.text,
      cardPath: topic && `${localePath(locale, topicPagePath(topic.slug, topicPageOf(index)))}#${videoAnchor(id)}`,
      moment: momentOf(note, texts),
      video: videoLink(id, video.playlistId, note, texts),
    });
  }
  for (const course of catalog?.courses ?? []) {
    const note = videos[course.id]?.note;
    if (!note || !noted.delete(course.id)) continue;
    notes.push({ id: course.id, note, title: titleIn(course, locale), text: note.text, moment: "" });
  }
  for (const id of noted) {
    const entry = videos[id];
    const note = entry.note as ListNote;
    const video = id.startsWith("paid:") ? undefined : videoLink(id, entry.playlist, note, texts);
    notes.push({ id, note, title: entry.title, text: note.text, moment: video ? momentOf(note, texts) : "", video });
  }
  return notes;
}

/** The video on YouTube at the note's moment (`&t=754`); in a course, the lesson's video in its playlist. */
function videoLink(id: string, playlistId: string | undefined, note: ListNote, texts: MomentTexts) {
  const url = watchUrl({ youtubeId: note.lesson ?? id, playlistId });
  return { url: note.at ? `${url}&t=${note.at}` : url, label: momentOf(note, texts) };
}
