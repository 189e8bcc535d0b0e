/**
 * The notes' own look, added to the page by the notes module as it starts (style-src allows inline styles): no page
 * carries these rules in its inlined stylesheet for a visitor who never writes a note (/Saved's notes, drawn only where
 * the list holds one, loads the module too). Bootstrap's variables, so both
 * themes follow; logical properties, so both directions do.
 */
export const NOTES_CSS = `
.learner-note-text{white-space:pre-wrap;overflow-wrap:anywhere}
.learner-note{padding-inline-start:.75rem;border-inline-start:3px solid var(--bs-primary)}
.learner-note .learner-note-text{display:-webkit-box;-webkit-line-clamp:4;line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.note-editor label,.saved-notes label{display:block;margin-bottom:.25rem}
.note-editor textarea,.saved-notes input{display:block;width:100%;padding:.375rem .75rem;font:inherit;color:var(--bs-body-color);background:var(--bs-body-bg);border:var(--bs-border-width) solid var(--bs-border-color);border-radius:var(--bs-border-radius)}
.note-editor textarea:focus,.saved-notes input:focus{outline:.25rem solid var(--bs-primary-border-subtle);border-color:var(--bs-primary)}
.note-help{color:var(--bs-secondary-color);font-size:.875em}
.note-help:empty,.note-problem:empty{display:none}
.note-problem{color:var(--bs-danger-text-emphasis)}
`;
