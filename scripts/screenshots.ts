import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "./chromium";
import { startStaticHost } from "./static-host";

/**
 * Screenshots of the built site (run `npm run build` first) at phone, tablet
 * and desktop widths in light and dark. Usage: screenshots.ts [outDir] [routes…]
 */
const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
const SCHEMES = ["light", "dark"] as const;
const PORT = 9300;

async function main() {
  const [outDir = "screenshots", ...routeArgs] = process.argv.slice(2);
  const routes = routeArgs.length > 0 ? routeArgs : ["/", "/Free", "/Paid", "/Contact", "/User1", "/missing"];
  mkdirSync(outDir, { recursive: true });
  const server = await startStaticHost("public", PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    for (const [device, width] of Object.entries(WIDTHS)) {
      for (const colorScheme of SCHEMES) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
        for (const route of routes) {
          await page.goto(`http://127.0.0.1:${PORT}${route}`);
          const name = route === "/" ? "home" : route.slice(1).toLowerCase();
          const file = path.join(outDir, `${name}-${device}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
