import { type Browser, chromium } from "@playwright/test";
import { launchOptions } from "./chromium";
import { startStaticHost } from "../static-host";

/**
 * The screenshot scripts' frame: serves the built `site` on `port`, opens Chromium, runs `shoot` with the browser and the
 * site's origin, and closes both whatever happened, so a failed shot never leaves the port taken.
 */
export async function withServedSite(
  site: string,
  port: number,
  shoot: (browser: Browser, origin: string) => Promise<void>,
): Promise<void> {
  const server = await startStaticHost(site, port);
  const browser = await chromium.launch(launchOptions);
  try {
    await shoot(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    server.close();
  }
}
