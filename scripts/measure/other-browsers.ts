import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer from "puppeteer-core";
import { startStaticHost } from "../static-host";

/**
 * `npx tsx scripts/measure/other-browsers.ts`: a course page of the built fixtures (`npm run build:fixtures` first) in Firefox
 * and WebKit, the browsers the Playwright suite (Chromium) does not drive: a lesson's Watched from the first paint,
 * the progress, Continue at the next lesson, the tick kept across a reload, and Play opening that lesson inside the
 * playlist. Debian's browsers: firefox-esr (driven by puppeteer-core over WebDriver BiDi) and WebKitGTK's
 * WebKitWebDriver (package webkit2gtk-driver, under xvfb-run). Prints one line a browser and check; exits 1 on a failure.
 */
const PORT = Number(process.env.BROWSERS_PORT) || 9320;
const COURSE = "/Free/web-development/course/PLfixturePlaylist01";

/** What a check needs of a browser: open an address, and run an expression in the page. */
interface Driver {
  goto(url: string): Promise<void>;
  run<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

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

async function check(name: string, driver: Driver, origin: string): Promise<boolean> {
  const results: [string, boolean][] = [];
  const state = async () => JSON.parse(await driver.run<string>(STATE)) as State;
  try {
    await driver.goto(origin + "/");
    await driver.run("localStorage.clear()");
    await driver.goto(origin + COURSE);
    let now = await state();
    results.push([
      "buttons shown, unpressed, no progress",
      now.shown && now.pressed === "false" && now.progress === "",
    ]);
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
  } catch (error) {
    results.push([`error: ${(error as Error).message.split("\n")[0]}`, false]);
  } finally {
    await driver.close();
  }
  for (const [what, ok] of results) console.log(`${ok ? "ok  " : "FAIL"} ${name}: ${what}`);
  return results.every(([, ok]) => ok);
}

async function firefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
  });
  const page = await browser.newPage();
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    run: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    close: () => browser.close(),
  };
}

/** WebKitGTK through its W3C WebDriver server, spoken to directly (a session, a URL, a script). */
async function webkit(): Promise<Driver> {
  const port = PORT + 1;
  const driver: ChildProcess = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(base + path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body && JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(JSON.stringify(value));
    return value;
  };
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${base}/status`);
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await sleep(200);
    }
  }
  const { sessionId } = (await call("POST", "/session", {
    capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { args: ["--automation"] } } },
  })) as { sessionId: string };
  return {
    goto: async (url) => void (await call("POST", `/session/${sessionId}/url`, { url })),
    run: async <T>(expression: string) =>
      (await call("POST", `/session/${sessionId}/execute/sync`, { script: `return ${expression}`, args: [] })) as T,
    close: async () => {
      await call("DELETE", `/session/${sessionId}`).catch(() => undefined);
      driver.kill();
    },
  };
}

async function main() {
  const host = await startStaticHost("public", PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  let ok = true;
  try {
    ok = (await check("Firefox", await firefox(), origin)) && ok;
    ok = (await check("WebKit", await webkit(), origin)) && ok;
  } finally {
    host.close();
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
