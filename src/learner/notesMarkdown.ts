/**
 * "Download notes" on /Saved: every note as one Markdown file (NOTES_FILE_NAME), a heading per course with its title,
 * a link to its card on Corsi and one to the video at the note's moment, then the note. A note is the learner's text,
 * not Markdown: every character Markdown would read as markup is escaped, so the file shows what was typed.
 */

/** One course's note, as the file writes it. */
export interface NoteSection {
  title: string;
  /** The card on Corsi (an absolute address), when the catalog still lists it. */
  card?: string;
  /** The video on YouTube at the note's moment, and that moment in words ("lesson 7, at 12:34"). */
  video?: { url: string; label: string };
  text: string;
}

export interface NotesFileTexts {
  /** The file's first heading. */
  heading: string;
  /** The link to a card. */
  onCorsi: string;
  /** The link to the video without a moment. */
  onYouTube: string;
}

/** The files "Download notes" writes, by edition. */
export const NOTES_FILE_NAME = "corsi-notes.md";
export const notesFileName = (locale: string, defaultLocale: string) =>
  locale === defaultLocale ? NOTES_FILE_NAME : NOTES_FILE_NAME.replace(/\.md$/, `-${locale}.md`);

/** CommonMark's escapable characters that can start markup anywhere in a line. */
const INLINE = /[\\`*_[\]<>#!|~&]/g;

/** Text shown as typed: markup characters escaped; a line that would open a block (a list, a heading, a rule) too. */
export function escapeMarkdown(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(INLINE, "\\$&")
        // A list item, a numbered one, a rule or a setext underline at a line's start.
        .replace(/^(\s*)([-=+])/, "$1\\$2")
        .replace(/^(\s*\d+)([.)])/, "$1\\$2"),
    )
    .join("\n");
}

/** A link's address inside <…>, so parentheses and spaces in it do not end it. */
const target = (url: string) => `<${url.replace(/[<>\s]/g, encodeURIComponent)}>`;

/** The note's text as Markdown paragraphs: its line breaks kept (a hard break), its blank lines as paragraphs. */
function noteBody(text: string): string {
  const lines = escapeMarkdown(text).split("\n");
  return lines
    .map((line, index) => (line.trim() !== "" && (lines[index + 1] ?? "").trim() !== "" ? `${line}\\` : line))
    .join("\n");
}

export function notesMarkdown(sections: readonly NoteSection[], texts: NotesFileTexts): string {
  const parts = [`# ${escapeMarkdown(texts.heading)}`];
  for (const section of sections) {
    const links = [
      section.card && `[${escapeMarkdown(texts.onCorsi)}](${target(section.card)})`,
      section.video && `[${escapeMarkdown(section.video.label || texts.onYouTube)}](${target(section.video.url)})`,
    ].filter(Boolean);
    parts.push(`## ${escapeMarkdown(section.title.replace(/\s+/g, " "))}`);
    if (links.length > 0) parts.push(links.join(" · "));
    parts.push(noteBody(section.text));
  }
  return `${parts.join("\n\n")}\n`;
}
