import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer from "puppeteer-core";

/** Firefox and WebKit for other-browsers.ts, driven alike: open an address, run an expression in the page, close. */

/** What a check needs of a browser: open an address, and run an expression in the page. */
export interface Driver {
  goto(url: string): Promise<void>;
  run<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

/** Debian's firefox-esr (or FIREFOX_PATH), through puppeteer-core over WebDriver BiDi. */
export async function firefox(): Promise<Driver> {
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

/** WebKitGTK through its W3C WebDriver server on `port`, spoken to directly (a session, a URL, a script). */
export async function webkit(port: number): Promise<Driver> {
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
