import React, { useId, useState } from "react";
import { useLocale } from "../components/SiteContext";
import { NamedSection } from "../components/NamedSection";
import { words } from "../content/searchNames";
import type { LearnerList } from "../learner/list";
import { notesFileName, notesMarkdown } from "../learner/notesMarkdown";
import type { SavedCatalog } from "../learner/savedCatalog";
import type { MomentTexts } from "../learner/notes";
import { savedNotes } from "../learner/savedNotes";
import { DEFAULT_LOCALE, SITE_URL } from "../siteManifest";

interface SavedNotesProps {
  list: LearnerList;
  catalog: SavedCatalog | undefined;
  text: Pick<
    Queries.SavedListTextFragment,
    | "notesHeading"
    | "notesFilter"
    | "notesNoMatch"
    | "notesDownload"
    | "notesFileHeading"
    | "notesOnCorsi"
    | "notesOnYouTube"
  >;
  moments: MomentTexts;
  download: (text: string, name: string) => void;
}

/**
 * Every note of the learner's, under its course's title in the catalog's order, with its moment (a link to the video
 * there); a box that filters them as the learner types (folded as search folds: either script, any case, without
 * marks); and "Download notes", one Markdown file. Nothing while the list holds no note. A note is drawn as text.
 */
export function SavedNotes({ list, catalog, text, moments, download }: SavedNotesProps) {
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const filterId = useId();
  const notes = savedNotes(list.videos, catalog, locale, moments);
  if (notes.length === 0) return null;
  const wanted = words(query);
  const shown = notes.filter(({ title, text: said }) => {
    const held = words(`${title} ${said}`).join(" ");
    return wanted.every((word) => held.includes(word));
  });
  const save = () =>
    download(
      notesMarkdown(
        notes.map((note) => ({ ...note, card: note.cardPath && new URL(note.cardPath, SITE_URL).href })),
        { heading: text.notesFileHeading, onCorsi: text.notesOnCorsi, onYouTube: text.notesOnYouTube },
      ),
      notesFileName(locale, DEFAULT_LOCALE),
    );
  return (
    <NamedSection id="saved-notes" className="saved-notes mb-4" headingClass="h4" heading={text.notesHeading}>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <div className="flex-grow-1">
          <label htmlFor={filterId} className="small">
            {text.notesFilter}
          </label>
          <input id={filterId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={save}>
          {text.notesDownload}
        </button>
      </div>
      {shown.length === 0 && <p role="status">{text.notesNoMatch}</p>}
      <ul className="list-unstyled mb-0">
        {shown.map((note) => (
          <li key={note.id} className="saved-note mb-3">
            <h3 className="h6 mb-1">{note.cardPath ? <a href={note.cardPath}>{note.title}</a> : note.title}</h3>
            {note.video && note.moment && (
              <p className="small mb-1">
                <a href={note.video.url}>{note.moment}</a>
              </p>
            )}
            <p className="learner-note-text mb-0" dir="auto">
              {note.text}
            </p>
          </li>
        ))}
      </ul>
    </NamedSection>
  );
}
