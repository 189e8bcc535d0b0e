import path from "node:path";
import { LOCAL_HOST_ENV } from "../../plugins/corsi-host/adapter";
import { LOCAL_OEMBED_ORIGIN } from "../../src/siteManifest";

/** The project's fixture catalog, which the fixture build builds and the tests read: never the real one. */
export const FIXTURE_DATA = path.join(__dirname, "../..", "e2e/fixtures/data");

/**
 * The fixture build's site as the end-to-end tests serve and read it: public/ copied once the build ends
 * (scripts/build-fixtures.ts), so that e2e/warm-build.spec.ts may rebuild the project's public/ while they run.
 */
export const FIXTURE_SITE = path.join(__dirname, "../..", "fixture-site");

/**
 * Where the fixture build writes the query types, which it then compares with the project's (QUERY_TYPES_FILE): never
 * src/, which tsc reads while it builds (`npm test`).
 */
export const FIXTURE_QUERY_TYPES = ".cache/fixture-query-types.d.ts";

/** The key the fixture build sends the YouTube Data API stand-in, which takes any. */
const FIXTURE_API_KEY = "fixture-key";

/**
 * What the fixture build (`npm run build:fixtures`) adds to the environment, so that another build
 * (e2e/warm-build.spec.ts, which names a catalog folder of its own) is made the same way: the host's variables
 * (LOCAL_HOST_ENV), the fixture catalog, thumbnails from the stand-in for YouTube's image host at `thumbnails`, the
 * courses' lessons from the stand-in for the YouTube Data API at `api` (with a key of no use anywhere else), /admin's
 * oEmbed from the stand-in e2e/cms.spec.ts starts at LOCAL_OEMBED_ORIGIN, and the query types written to
 * FIXTURE_QUERY_TYPES.
 */
export function fixtureBuildEnv(origins: { thumbnails: string; api: string }): Record<string, string> {
  return {
    ...LOCAL_HOST_ENV,
    CORSI_DATA_DIR: FIXTURE_DATA,
    CORSI_THUMBNAIL_ORIGIN: origins.thumbnails,
    CORSI_YOUTUBE_API_ORIGIN: origins.api,
    CORSI_OEMBED_ORIGIN: LOCAL_OEMBED_ORIGIN,
    YOUTUBE_API_KEY: FIXTURE_API_KEY,
    CORSI_TYPES_FILE: FIXTURE_QUERY_TYPES,
  };
}
