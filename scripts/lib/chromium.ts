/** Debian's Chromium, started quietly: this machine has no internet, and the site must not need it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
