import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The plain pages `npm run bench` (bench.ts) measures the site's routes against. */

export const BASELINE = "baseline";
/**
 * The same page without Cross-Origin-Opener-Policy: with it, Chrome commits the page in a new renderer process, and the
 * set-up of that process (in the page's trace as one "unattributable" task) is the main source of run-to-run noise in
 * blocking time. This row shows what the header costs; the routes are compared with the baseline that has it.
 */
export const BASELINE_NO_COOP = "baseline, no COOP";
// The smallest page a browser can show: what the site's FCP and LCP are measured against.
const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A plain static page to compare the site's timings against." />
    <title>Baseline</title>
    <link rel="icon" href="data:," />
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #212529; }
    </style>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>One heading, one paragraph, inline CSS and no JavaScript.</p>
    </main>
  </body>
</html>
`;

/**
 * The baseline page in `baselineDir`, served with the built site's headers (public/), and the same in `noCoopDir`
 * without Cross-Origin-Opener-Policy.
 */
export function writeBaselines(baselineDir: string, noCoopDir: string): void {
  writeFileSync(path.join(baselineDir, "index.html"), BASELINE_HTML);
  // The site's own headers, so the baseline is measured under the same conditions as the routes:
  // Cross-Origin-Opener-Policy, for one, makes Chrome set up a new renderer process for the page, and that set-up
  // lands in the page's trace.
  cpSync(path.join("public", "_headers"), path.join(baselineDir, "_headers"));
  // Lighthouse asks for /robots.txt, and startStaticHost answers a miss with 404.html (it crashes if there is none).
  writeFileSync(path.join(baselineDir, "404.html"), "<!doctype html><title>Not found</title>");
  cpSync(baselineDir, noCoopDir, { recursive: true });
  const headers = readFileSync(path.join(baselineDir, "_headers"), "utf8");
  const withoutCoop = headers.replace(/^\s*Cross-Origin-Opener-Policy:.*\n/gm, "");
  if (withoutCoop === headers) throw new Error("public/_headers sets no Cross-Origin-Opener-Policy to leave out");
  writeFileSync(path.join(noCoopDir, "_headers"), withoutCoop);
}
