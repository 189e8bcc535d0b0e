/**
 * What a kept response carries besides its own headers, written by the worker as it keeps it: when it was kept and its
 * size, which the limit (limit.ts) and a kept page's notice read without opening the body.
 */
export const KEPT_AT_HEADER = "x-corsi-kept-at";
export const KEPT_BYTES_HEADER = "x-corsi-kept-bytes";

/**
 * On a page the worker answers from its kept copy: `<html data-kept="2026-12-01">`, which the head script reads (Play
 * then says that a video needs a connection, rather than open an empty player) and the tests too.
 */
export const KEPT_ATTRIBUTE = "data-kept";

/** On the layout's root, every page: what Play says without a connection (data/site.yaml's `offline.play`). */
export const OFFLINE_PLAY_ATTRIBUTE = "data-offline-play";
/** The note Play puts over the poster then (the site's stylesheet draws it). */
export const OFFLINE_PLAY_CLASS = "player-offline";

/** The notice's class: Bootstrap's own utilities, so the page's stylesheet (inlined) already has them. */
export const KEPT_NOTICE_CLASS = "kept-copy container small text-body-secondary mt-3 mb-0";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A kept page as the worker serves it when the network fails: marked on its root, and saying so, with its day, at the
 * top of its main content (a status, so a screen reader says it too). The page is Corsi's own HTML, whose root and
 * <main> the layout writes (src/components/Layout.tsx); a page without them is served as it was kept.
 */
export function withKeptNotice(html: string, day: string, notice: string): string {
  const marked = html.replace(/<html\b/, `<html ${KEPT_ATTRIBUTE}="${escapeHtml(day)}"`);
  return marked.replace(
    /<main\b[^>]*>/,
    (main) => `${main}<p class="${KEPT_NOTICE_CLASS}" role="status">${escapeHtml(notice)}</p>`,
  );
}
