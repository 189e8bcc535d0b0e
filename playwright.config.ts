import { defineConfig } from "@playwright/test";
import path from "node:path";
import { testLaunchOptions } from "./scripts/lib/chromium";
import { FIXTURE_SITE } from "./scripts/lib/fixtureBuild";

const PORT = Number(process.env.E2E_PORT ?? 9200);

/**
 * The tests that build the project or a copy of it themselves (a minute or more of CPU each): handed out first, so
 * they run beside the browser tests rather than alone at the end.
 */
const BUILDS = /(warm-build|broken-content)\.spec\.ts$/;
/**
 * The content variants' builds, in the project on the .cache the warm-build test leaves: after it, never beside it, so
 * that each is warm and neither rebuilds the other's public/.
 */
const VARIANTS = /content-variants\.spec\.ts$/;
/**
 * The tests that time the page on a throttled CPU: run once no build competes for the machine's cores. Run alone, they
 * bring their dependency's builds along: `npx playwright test first-press --no-deps` leaves them out.
 */
const TIMED = /first-press\.spec\.ts$/;

/**
 * End-to-end tests of the production build (`npm run build:fixtures` first, which leaves the site it serves in
 * FIXTURE_SITE), in Debian's Chromium headless shell.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  reporter: [["list"]],
  projects: [
    { name: "builds", testMatch: BUILDS },
    { name: "variants", testMatch: VARIANTS, dependencies: ["builds"] },
    // One browser context and page per worker, reset by Playwright between tests (cookies, cache, local and session
    // storage, init scripts, routes, extra pages, viewport and media): a new page costs two renderer processes, and
    // the reused one keeps its compiled scripts. A test that changes another context option (test.use: no JavaScript, a
    // phone, permissions) still gets a context of its own (docs/decisions/0031-npm-test-in-six-minutes.md).
    { name: "site", testIgnore: [BUILDS, VARIANTS, TIMED], use: { reuseContext: true } },
    { name: "timed", testMatch: TIMED, dependencies: ["variants"] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: testLaunchOptions,
    // Nothing may depend on the internet; only play may even try.
    serviceWorkers: "block",
  },
  webServer: {
    // --local-cms: /admin may reach decap-server here (e2e/cms.spec.ts); the deployed policy allows no http: origin.
    command: `npx tsx scripts/static-host.ts ${path.relative(__dirname, FIXTURE_SITE)} ${PORT} --local-cms`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
