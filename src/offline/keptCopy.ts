/**
 * What a kept response carries besides its own headers, written by the worker as it keeps it: when it was kept and its
 * size, which the limit (limit.ts) and a kept page's notice read without opening the body.
 */
export const KEPT_AT_HEADER = "x-corsi-kept-at";
export const KEPT_BYTES_HEADER = "x-corsi-kept-bytes";

/** On a page the worker answers from its kept copy: `<html data-kept="2026-12-01">`, for styles and the tests. */
export const KEPT_ATTRIBUTE = "data-kept";

/** The kept copy's notice, by which the kept page's script (plugins/corsi-boot/inline/keptPageScript.ts) finds it. */
export const KEPT_NOTICE_SELECTOR = "p.kept-copy";

/** The notice's class: Bootstrap's own utilities, so the page's stylesheet (inlined) already has them. */
export const KEPT_NOTICE_CLASS = "kept-copy container small text-body-secondary text-center mt-2 mb-2";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the worker writes into a kept page: the day, the notice, what Play says, and the kept page's script. */
export interface KeptCopy {
  readonly day: string;
  readonly notice: string;
  readonly play: string;
  readonly script: string;
}

/**
 * A kept page as the worker serves it when the network fails: marked on its root; saying so, with its day, at the top
 * of the page, before the skip link and the navigation (a status, so a screen reader says it too), outside the app's
 * root, so /Saved's app, as it starts, leaves it there; and with the kept page's script first in its head, after the
 * charset. A page without these tags is served with what it has of them.
 */
export function withKeptNotice(html: string, { day, notice, play, script }: KeptCopy): string {
  const paragraph =
    `<p class="${KEPT_NOTICE_CLASS}" role="status" data-play="${escapeHtml(play)}">` + `${escapeHtml(notice)}</p>`;
  return html
    .replace(/<html\b/, `<html ${KEPT_ATTRIBUTE}="${escapeHtml(day)}"`)
    .replace(/<meta charset="utf-8"\s*\/?>/i, (charset) => `${charset}<script>${script}</script>`)
    .replace(/<body\b[^>]*>/, (body) => `${body}${paragraph}`);
}

/** A page's Content-Security-Policy that also lets the kept page's script run, by its hash ('sha256-…'). */
export function withScriptAllowed(policy: string | null, hash: string): string | null {
  return policy && policy.replace(/(^|;\s*)script-src\b/, `$& ${hash}`);
}
