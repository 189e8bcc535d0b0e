import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "./chromium";
import { startStaticHost } from "./static-host";
import { ROUTE_LIST, ROUTES } from "../src/siteManifest";

/**
 * Screenshots of the built site (`npm run build` first), light and dark.
 * `npm run screenshots`: Home and Free on a phone and a desktop, first screen, into docs/screenshots/ (the README's).
 * `npm run screenshots -- --review`: every route at 375, 768 and 1280 px, full page, into screenshots/ (not committed).
 */
const SCHEMES = ["light", "dark"] as const;
const PORT = 9300;

const README_SET = {
  outDir: "docs/screenshots",
  routes: [ROUTES.home.path, ROUTES.free.path],
  widths: { phone: 375, desktop: 1280 },
  fullPage: false,
};
const REVIEW_SET = {
  outDir: "screenshots",
  routes: [...ROUTE_LIST.map((route) => route.path), "/missing"],
  widths: { phone: 375, tablet: 768, desktop: 1280 },
  fullPage: true,
};

async function main() {
  const { outDir, routes, widths, fullPage } = process.argv.includes("--review") ? REVIEW_SET : README_SET;
  mkdirSync(outDir, { recursive: true });
  const server = await startStaticHost("public", PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    for (const [device, width] of Object.entries(widths)) {
      for (const colorScheme of SCHEMES) {
        const page = await browser.newPage({
          viewport: { width, height: device === "phone" ? 812 : 800 },
          colorScheme,
        });
        for (const route of routes) {
          await page.goto(`http://127.0.0.1:${PORT}${route}`);
          const name = route === "/" ? "home" : route.slice(1).toLowerCase();
          const file = path.join(outDir, `${name}-${device}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage });
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
