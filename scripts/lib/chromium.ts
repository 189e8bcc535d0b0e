/** Debian's Chromium, started quietly: this machine has no internet, and the site must not need it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's build of its headless shell (package chromium-headless-shell), the same
 * release and Blink as CHROMIUM_PATH without the browser's own layer, and what Playwright runs for headless tests. The
 * browser tests run much faster in it than in the full browser (docs/performance.md, "How long `npm test` takes").
 * Screenshots, Lighthouse and the timing scripts keep the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };

export const testLaunchOptions = { ...launchOptions, executablePath: HEADLESS_SHELL_PATH };
