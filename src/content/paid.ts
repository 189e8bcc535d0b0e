import { ROUTES } from "../siteManifest";

/**
 * A paid course's names on the page and in the learner's list, in a module of their own: the search box (on every
 * catalog page) needs the anchor, /Saved the list's id, neither the card.
 */

/** The id of a paid course's card heading: search results link to it (Pagefind indexes it as a sub-result). */
export const paidAnchor = (slug: string) => `paid-${slug}`;

/** A paid course in the learner's list, beside the videos' YouTube ids (src/learner/schema.ts accepts both). */
export const PAID_LIST_PREFIX = "paid:";
export const paidListId = (slug: string) => `${PAID_LIST_PREFIX}${slug}`;

/** The address of a page of /Paid (PAID_PAGE_SIZE courses each): `/Paid`, then `/Paid/2`, …. */
export function paidPagePath(page = 1): string {
  return page === 1 ? ROUTES.paid.path : `${ROUTES.paid.path}/${page}`;
}
