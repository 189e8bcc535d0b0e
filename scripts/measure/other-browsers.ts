import { setTimeout as sleep } from "node:timers/promises";
import { startStaticHost } from "../static-host";
import { type Driver, firefox, webkit } from "./browserDrivers";

/**
 * `npx tsx scripts/measure/other-browsers.ts`: the built fixtures (`npm run build:fixtures` first) in Firefox and WebKit,
 * the browsers the Playwright suite (Chromium) does not drive. On /Free, which runs no framework code: the menu, the
 * theme switch, Save and Play answer from the first paint, the language filter and search work once their code has
 * loaded at first use, and an address with a filter is filtered from the start. On a course page: a lesson's Watched,
 * the progress, Continue at the next lesson, the tick kept across a reload, and Play opening that lesson inside the
 * playlist. The offline worker: registered by /Saved's app, the page kept, and opened again as the kept copy once the
 * server has stopped. Debian's browsers: firefox-esr (driven by puppeteer-core over WebDriver BiDi) and WebKitGTK's
 * WebKitWebDriver (package webkit2gtk-driver, under xvfb-run), both in browserDrivers.ts. Prints one line a browser and
 * check; exits 1 on a failure.
 */
const PORT = Number(process.env.BROWSERS_PORT) || 9320;
const COURSE = "/Free/web-development/course/PLfixturePlaylist01";

/** The state a visitor sees: lesson 1's button, the progress, the player's name and address, the iframe. */
const STATE = `(() => {
  const button = document.querySelector('[data-lesson]');
  const progress = document.querySelector('[data-hours]');
  const poster = document.querySelector('button.player-poster');
  const frame = document.querySelector('iframe');
  return JSON.stringify({
    shown: !!button && !button.hidden,
    pressed: button && button.getAttribute('aria-pressed'),
    progress: progress && !progress.hidden ? progress.textContent : '',
    next: poster && poster.getAttribute('aria-label'),
    embed: poster && poster.getAttribute('data-embed'),
    frame: frame && frame.src,
  });
})()`;

type State = { shown: boolean; pressed: string; progress: string; next: string; embed: string; frame: string | null };

/** Asks `expression` until it is true, for up to three seconds (the tools' code loads at first use). */
async function eventually(driver: Driver, expression: string, times = 30): Promise<boolean> {
  for (let tries = 0; tries < times; tries++) {
    if (await driver.run<boolean>(expression)) return true;
    await sleep(100);
  }
  return false;
}

/** How many of /Free's video cards are shown. */
const SHOWN_CARDS =
  "Array.from(document.querySelectorAll('article.video-card')).filter((card) => !card.closest('[hidden]')).length";
/** How many of them are shown and not in Arabic (markup.ts: `data-facets`, the language first). */
const SHOWN_NOT_ARABIC =
  "Array.from(document.querySelectorAll('article.video-card')).filter((card) => !card.closest('[hidden]') && card.closest('[data-facets]')?.getAttribute('data-facets').split('~')[0] !== 'ar').length";

/** /Free's presses, none of which loads framework code, and its tools' first use. */
async function checkFree(driver: Driver, origin: string, results: [string, boolean][]): Promise<void> {
  await driver.goto(origin + "/Free");
  const all = await driver.run<number>(SHOWN_CARDS);
  await driver.run("document.querySelector('.navbar-toggler').click()");
  results.push([
    "the menu opens",
    await driver.run<boolean>("document.querySelector('.navbar-toggler').getAttribute('aria-expanded') === 'true'"),
  ]);
  // Device, then light, then dark: two presses from a light device's first choice reach the dark theme.
  await driver.run("document.querySelector('.theme-switch').click()");
  await driver.run("document.querySelector('.theme-switch').click()");
  results.push([
    "the theme switch reaches the dark theme",
    await driver.run<boolean>(
      "document.documentElement.dataset.themeChoice === 'dark' && document.documentElement.dataset.bsTheme === 'dark'",
    ),
  ]);
  await driver.run("document.querySelector('[data-flag=saved]').click()");
  results.push([
    "Save marks the card",
    await driver.run<boolean>("document.querySelector('[data-flag=saved]').getAttribute('aria-pressed') === 'true'"),
  ]);
  await driver.run("document.querySelector('button.player-poster').click()");
  results.push(["Play puts in the player", await eventually(driver, "!!document.querySelector('iframe')")]);
  results.push([
    "no framework code has run",
    await driver.run<boolean>(
      // The player's module (/player.js), loaded at Play, is the site's own, not framework code.
      "!('___loader' in window) && !performance.getEntriesByType('resource').some((entry) => /\\.js$/.test(entry.name) && !/\\/player\\.js$/.test(entry.name))",
    ),
  ]);
  // The language filter, as a visitor picks a choice: the change event loads the tools' code, which then filters.
  await driver.run(
    "(() => { const select = document.querySelector('select[data-filter=lang]'); select.value = 'ar'; select.dispatchEvent(new Event('change', { bubbles: true })); })()",
  );
  results.push([
    "the language filter keeps the Arabic cards only, and says so in the address",
    (await eventually(driver, `${SHOWN_NOT_ARABIC} === 0 && ${SHOWN_CARDS} > 0 && location.search === '?lang=ar'`)) &&
      (await driver.run<number>(SHOWN_CARDS)) < all,
  ]);
  await driver.goto(origin + "/Free?lang=ar");
  results.push([
    "an address with a filter is filtered from the start",
    await eventually(driver, `${SHOWN_NOT_ARABIC} === 0 && ${SHOWN_CARDS} > 0`),
  ]);
  await driver.goto(origin + "/Free");
  await driver.run(
    "(() => { const box = document.querySelector('input[type=search]'); box.value = 'python'; box.dispatchEvent(new Event('input', { bubbles: true })); })()",
  );
  results.push([
    "search answers what was typed before its code arrived",
    await eventually(
      driver,
      "(() => { const list = document.querySelector('.search-results'); return !!list && !list.hidden && /python/i.test(list.textContent); })()",
    ),
  ]);
}

/** The site's server, which the offline check stops (the connection lost) and starts again. */
interface Host {
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * The offline worker (src/offline/): /Saved's app registers it; once it holds the page, the server stops, and the page
 * opened again is the kept copy, marked `data-kept`.
 */
async function checkOffline(driver: Driver, origin: string, host: Host, results: [string, boolean][]): Promise<void> {
  await driver.goto(origin + "/Saved");
  const registered = await eventually(
    driver,
    "(() => { if (!navigator.serviceWorker) return false; navigator.serviceWorker.getRegistrations().then((all) => (window.__workers = all.length)); caches.open('corsi-pages').then((kept) => kept.match(location.href)).then((page) => (window.__kept = !!page)); return window.__workers > 0; })()",
    100,
  );
  results.push(["the offline worker registers", registered]);
  if (!registered) return;
  results.push([
    "the worker keeps the page it was registered on",
    await eventually(
      driver,
      "window.__kept === true || (caches.open('corsi-pages').then((kept) => kept.match(location.href)).then((page) => (window.__kept = !!page)), false)",
      100,
    ),
  ]);
  await host.stop();
  try {
    await driver.goto(origin + "/Saved");
    results.push([
      "the page opens offline, as the kept copy",
      await eventually(driver, "document.documentElement.hasAttribute('data-kept')"),
    ]);
  } finally {
    await host.start();
  }
}

/** A course page from an empty store: a lesson ticked, the progress, Continue, the tick kept, the next lesson. */
async function checkCourse(driver: Driver, origin: string, results: [string, boolean][]): Promise<void> {
  const state = async () => JSON.parse(await driver.run<string>(STATE)) as State;
  await driver.goto(origin + "/");
  await driver.run("localStorage.clear()");
  await driver.goto(origin + COURSE);
  let now = await state();
  results.push(["buttons shown, unpressed, no progress", now.shown && now.pressed === "false" && now.progress === ""]);
  await driver.run("document.querySelector('[data-lesson]').click()");
  now = await state();
  results.push(["a press ticks the lesson", now.pressed === "true"]);
  results.push(["the progress says 1 of 200", /^1 of 200 lessons watched · .+ left$/.test(now.progress)]);
  results.push(["Continue names lesson 2", now.next.startsWith("Continue: lesson 2:")]);
  await driver.goto(origin + COURSE);
  now = await state();
  results.push(["the tick is kept across a reload", now.pressed === "true"]);
  const lesson2 = await driver.run<string>("document.querySelectorAll('[data-lesson]')[1].dataset.lesson");
  await driver.run("document.querySelector('button.player-poster').click()");
  await sleep(300);
  now = await state();
  results.push([
    "Play opens lesson 2 inside the playlist",
    !!now.frame && now.frame.includes(`/embed/${lesson2}?`) && now.frame.includes("list=PLfixturePlaylist01"),
  ]);
}

/** Every check in one browser, one line each; false when any failed. */
async function check(name: string, driver: Driver, origin: string, host: Host): Promise<boolean> {
  const results: [string, boolean][] = [];
  try {
    await driver.goto(origin + "/");
    await driver.run("localStorage.clear()");
    await checkFree(driver, origin, results);
    await checkOffline(driver, origin, host, results);
    await checkCourse(driver, origin, results);
  } catch (error) {
    results.push([`error: ${(error as Error).message.split("\n")[0]}`, false]);
  } finally {
    await driver.close();
  }
  for (const [what, ok] of results) console.log(`${ok ? "ok  " : "FAIL"} ${name}: ${what}`);
  return results.every(([, ok]) => ok);
}

async function main() {
  let server = await startStaticHost("public", PORT);
  const host: Host = {
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
    start: async () => void (server = await startStaticHost("public", PORT)),
  };
  const origin = `http://127.0.0.1:${PORT}`;
  let ok = true;
  try {
    ok = (await check("Firefox", await firefox(), origin, host)) && ok;
    ok = (await check("WebKit", await webkit(PORT + 1), origin, host)) && ok;
  } finally {
    server.close();
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
