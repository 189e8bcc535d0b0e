import { ADMIN_FOLDER } from "../../src/hostedFiles";
import { ROUTES } from "../../src/siteManifest";

/**
 * The speculation rules every page carries (gatsby-ssr.tsx), so that following a link stays instant without Gatsby's
 * client-side navigation, which only /Saved still has (docs/decisions/0024-framework-code-only-where-needed.md).
 * Chromium reads them; other browsers ignore the element and a link is a plain load of a page (its bytes: docs/performance.md).
 *
 * - **Prefetch, moderate**: the page's HTML is fetched when the pointer rests on a link (about 200 ms) or, on a phone,
 *   as the finger goes down (and by Chromium's own viewport heuristics there): one document, which
 *   runs nothing. A link merely seen is not fetched ("eager" would fetch every link in view, on a page of 24 cards).
 * - **Prerender, conservative**: the page is rendered in the background only once the press has begun (pointerdown,
 *   touchstart), from the prefetched HTML: the page is on screen as the press ends, and no page is rendered that the
 *   visitor does not open. Its head script runs there (theme, Save and Watched from the stored list, which the page
 *   then follows through the `storage` event).
 * - **Only the site's own pages**: `href_matches` is read against the page's own origin, so no other host's address
 *   ever matches: nothing is asked of YouTube or any third party before Play. Left out: the editor (/admin: its own
 *   scripts and policy, nothing a visitor follows), any address with a dot (a file, not a page: sitemap, JSON, the
 *   list's download), links marked `download`, and /Saved from prerendering (prefetched, as any page): rendering it
 *   starts Gatsby's app and reads /saved-catalog.json, which only a visitor who opens it should pay for.
 *
 * Inline JSON, so the Content-Security-Policy allows it by its hash, like the head script (plugins/corsi-host/csp.ts
 * counts it; e2e/speculation.spec.ts fails if the browser refuses it).
 */
const SITE_PAGES = { href_matches: "/*" };
const NOT_TO_FETCH = [
  { href_matches: [`/${ADMIN_FOLDER}`, `/${ADMIN_FOLDER}/*`, "/*.*"] },
  { selector_matches: "[download]" },
];

export const SPECULATION_RULES = {
  prefetch: [{ where: { and: [SITE_PAGES, ...NOT_TO_FETCH.map((rule) => ({ not: rule }))] }, eagerness: "moderate" }],
  prerender: [
    {
      where: {
        and: [
          SITE_PAGES,
          ...[...NOT_TO_FETCH, { href_matches: [ROUTES.saved.path, `/*${ROUTES.saved.path}`] }].map((rule) => ({
            not: rule,
          })),
        ],
      },
      eagerness: "conservative",
    },
  ],
};

/** The text of the page's <script type="speculationrules">. */
export const SPECULATION_RULES_JSON = JSON.stringify(SPECULATION_RULES);
