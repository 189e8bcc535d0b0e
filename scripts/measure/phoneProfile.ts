import type { Browser, BrowserContext, Page } from "@playwright/test";

/** The phone the first press and the first use are measured on (firstPress.ts, firstUse.ts). */

// Lighthouse 12's mobile preset (constants.throttling.mobileSlow4G).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

/** The conditions above in words, for the tables that print the results. */
export const FIRST_PRESS_CONDITIONS =
  `${VIEWPORT.width} px, ${CPU_SLOWDOWN}× CPU slowdown, ${NETWORK.latency} ms RTT, ` +
  `${(NETWORK.downloadThroughput * 8) / 1024 / 1024} Mbit/s`;

/** A fresh page on the phone profile (FIRST_PRESS_CONDITIONS), in a context of its own: a cold cache each time. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true });
  // tsx compiles the timing function with esbuild's keepNames, which calls a __name helper the page lacks.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}
