/** Addresses beyond the pages: the canonical origin, the editor's repository, YouTube's oEmbed, local ports. */

/** The one canonical origin: canonical links, Open Graph URLs, the sitemap, robots.txt and the CMS derive from it. */
export const SITE_URL = "https://corsi.netlify.app";

/**
 * The GitHub repository ("owner/name") the browser editor at /admin reads and commits to. The owner sets it once, to
 * the repository the host deploys from (docs/editing-content.md, "Turn on the browser editor, once").
 */
export const REPOSITORY = "owner/corsi";

/** decap-server, the editor's backend on this machine (`npm run cms`, the CMS end-to-end test); never the host's. */
export const LOCAL_CMS_PORT = 8081;
export const LOCAL_CMS_BACKEND = `http://localhost:${LOCAL_CMS_PORT}`;

/**
 * YouTube's oEmbed endpoint (`${origin}/oembed?url=…&format=json`): a video's or playlist's title and channel, with no
 * key. `npm run check:videos` and `npm run add` ask it from the terminal, and the /admin editor from the owner's browser
 * (the only origin besides GitHub's its policy lets it ask).
 */
export const YOUTUBE_OEMBED_ORIGIN = "https://www.youtube.com";
export const OEMBED_PATH = "/oembed";

/**
 * Where the fixture build's /admin asks oEmbed instead (CORSI_OEMBED_ORIGIN at build): the YouTube stand-in the CMS
 * end-to-end test starts on this port. Only the local host's /admin policy allows it; never the host's.
 */
export const LOCAL_OEMBED_PORT = 8082;
export const LOCAL_OEMBED_ORIGIN = `http://127.0.0.1:${LOCAL_OEMBED_PORT}`;

/** A page's absolute URL, percent-encoded once whether the path arrives encoded (in the browser) or not (at build). */
export function absoluteUrl(pathname: string): string {
  return `${SITE_URL}${encodeURI(decodeURI(pathname))}`;
}
