import { defineConfig } from "@playwright/test";
import { launchOptions } from "./scripts/lib/chromium";

const PORT = Number(process.env.E2E_PORT ?? 9200);

/** End-to-end tests of the production build (`npm run build` first), in Debian's Chromium. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // Nothing may depend on the internet; only play may even try.
    serviceWorkers: "block",
  },
  webServer: {
    // --local-cms: /admin may reach decap-server here (e2e/cms.spec.ts); the deployed policy allows no http: origin.
    command: `npx tsx scripts/static-host.ts public ${PORT} --local-cms`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
