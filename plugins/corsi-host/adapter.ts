import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AdapterInit } from "gatsby";
import { SITE_URL } from "../../src/siteManifest";
import { readAdapterInput } from "./adapterInput";
import { isFlattenedPage } from "./hostFiles";
import { finishLeftRunning } from "../shared/unfinishedWork";
import {
  copySitemap,
  flattenPageFiles,
  unflattenPageFiles,
  writeHeadersFile,
  writeRedirectsFile,
  writeRobotsTxt,
} from "./writeHostFiles";

/**
 * The site's Gatsby adapter (gatsby-config's `adapter`): the one owner of what the host reads from a build. Naming it
 * stops Gatsby from installing its own adapter for the host it detects (gatsby-adapter-netlify where NETLIFY is set),
 * whose `_headers` block would set headers that this one's rules already set
 * (docs/decisions/0010-the-hosts-build-one-adapter.md).
 *
 * - `adapt`, after every plugin's onPostBuild: the page files the host serves (Free.html), robots.txt, sitemap.xml,
 *   `_redirects`, then `_headers` from every file now in public/. The pages (the SitePage nodes, not the decap editor's
 *   static /admin/index.html) and the pages' inline scripts come from the plugin's own onPostBuild (gatsby-node.ts).
 * - `cache`: on Netlify, .cache and public/ are restored before the build and stored after it with Netlify's cache
 *   utilities, as gatsby-adapter-netlify does, so a deploy after one added video renders and fetches only what changed.
 */
export const ADAPTER_NAME = "corsi-host";

/** Where a build on the host keeps what it caches between deploys: gatsby-adapter-netlify's places. */
export function hostCacheDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  // netlify-cli's builds on a developer's machine.
  if (env.NETLIFY_LOCAL) return path.join(cwd, ".netlify", "build-cache");
  // Netlify's build machines keep this folder from one deploy to the next.
  if (env.NETLIFY) return "/opt/build/cache";
  return undefined;
}

// Gatsby builds in the site's folder.
const PUBLIC_DIR = path.join(process.cwd(), "public");

/**
 * The host's environment for a build on this machine (npm run build:fixtures, npm run check:host-build): NETLIFY, which makes
 * Gatsby choose an adapter for Netlify if gatsby-config named none, and NETLIFY_LOCAL, which keeps the host's cache in
 * the project's .netlify/build-cache.
 */
export const LOCAL_HOST_ENV = { NETLIFY: "true", NETLIFY_LOCAL: "true" };

/** The routes the adapter flattened last, kept beside Gatsby's cache for the next build on the same machine. */
const FLATTENED_LIST = path.join(process.cwd(), ".cache", "corsi-host", "flattened-pages.json");

// Netlify's own cache utilities (ES modules only), loaded when a build on the host needs them.
const netlifyCache = () => import("@netlify/cache-utils");

/**
 * A page at /Free is served from Free.html: Gatsby writes Free/index.html, a folder, which a Netlify-style host answers
 * at /Free with a redirect to /Free/, and the site's addresses have no trailing slash (flattenPageFiles). So the page
 * files move here, once Gatsby is done with public/, and move back before the next build that starts from this
 * public/ (a local `gatsby build` without `gatsby clean`), because Gatsby reads and deletes pages at its own paths.
 * The host's cache never holds the moved files: Gatsby stores it before it calls `adapt`.
 */
const corsiHostAdapter: AdapterInit = () => ({
  name: ADAPTER_NAME,
  cache: {
    async restore({ directories, reporter }) {
      const cacheDir = hostCacheDir();
      if (cacheDir && (await (await netlifyCache()).restore(directories, { cacheDir }))) {
        reporter.info(`[${ADAPTER_NAME}] restored ${directories.join(" and ")} from the host's cache (${cacheDir})`);
        // That public/ is as Gatsby left it; the list describes the one the last `adapt` rearranged.
        rmSync(FLATTENED_LIST, { force: true });
        return true;
      }
      if (existsSync(FLATTENED_LIST)) {
        unflattenPageFiles(PUBLIC_DIR, JSON.parse(readFileSync(FLATTENED_LIST, "utf8")) as string[]);
        rmSync(FLATTENED_LIST);
      }
      // Nothing restored: Gatsby's state is the one it read from this machine's .cache.
      return false;
    },
    async store({ directories, reporter }) {
      const cacheDir = hostCacheDir();
      if (!cacheDir) return;
      // public/ is stored whole, so not while the search index is still being written into it.
      await finishLeftRunning();
      await (await netlifyCache()).save(directories, { cacheDir });
      reporter.info(`[${ADAPTER_NAME}] stored ${directories.join(" and ")} in the host's cache (${cacheDir})`);
    },
  },
  async adapt({ reporter }) {
    // The search index is written while the other plugins' onPostBuild run (plugins/corsi-search); it reads the pages
    // where Gatsby wrote them, so they move only once it is done.
    await finishLeftRunning();
    const { pages, scriptHashes } = readAdapterInput();
    const flattened = flattenPageFiles(PUBLIC_DIR, pages.filter(isFlattenedPage));
    mkdirSync(path.dirname(FLATTENED_LIST), { recursive: true });
    writeFileSync(FLATTENED_LIST, JSON.stringify(flattened));
    writeRedirectsFile(PUBLIC_DIR, pages);
    copySitemap(PUBLIC_DIR);
    writeRobotsTxt(PUBLIC_DIR, SITE_URL);
    // Last: it gives each file at the top of public/ its rule, so every other file must be there.
    writeHeadersFile(PUBLIC_DIR, scriptHashes);
    reporter.info(`[${ADAPTER_NAME}] wrote _headers and _redirects; ${flattened.length} pages served as <route>.html`);
  },
  config: () => ({
    // The site is static: no functions, and only the settings gatsby-config.ts uses.
    supports: { pathPrefix: false, trailingSlash: ["never"] },
    // Netlify's older plugins write headers and caches of their own.
    pluginsToDisable: ["gatsby-plugin-netlify", "gatsby-plugin-netlify-cache"],
  }),
});

export default corsiHostAdapter;
