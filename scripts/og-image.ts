import path from "node:path";
import { chromium } from "@playwright/test";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { DEFAULT_LOCALE, POSTER_TONES } from "../src/siteManifest";
import { launchOptions } from "./lib/chromium";

/**
 * Draws the share image (static/og-image.png, 1200 × 630) from the site's own
 * brand and hero text, rendered by Chromium. Rerun after changing them:
 * `npx tsx scripts/og-image.ts`.
 */
const root = path.join(__dirname, "..");
// The share image is the original edition's (the default locale's block of each file).
const site = parse(readFileSync(path.join(root, "data/site.yaml"), "utf8"))[DEFAULT_LOCALE] as { brand: string };
const home = parse(readFileSync(path.join(root, "data/home.yaml"), "utf8"))[DEFAULT_LOCALE] as {
  hero: { headline: string; text: string };
};
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,'DejaVu Sans',sans-serif;color:#fff;background:linear-gradient(135deg,#4338ca,#1e1b4b)">
  <div style="font-size:44px;font-weight:700;letter-spacing:1px">${escape(site.brand)}</div>
  <div>
    <div style="font-size:96px;font-weight:800;line-height:1.05">${escape(home.hero.headline)}</div>
    <div style="font-size:40px;opacity:.9;margin-top:20px">${escape(home.hero.text)}</div>
  </div>
  <div style="display:flex;gap:16px">${POSTER_TONES.map((tone) => `<div style="width:108px;height:61px;border-radius:12px;background:${tone};border:2px solid rgba(255,255,255,.35)"></div>`).join("")}</div>
</div></body></html>`;

async function main() {
  const browser = await chromium.launch(launchOptions);
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(root, "static/og-image.png") });
  await browser.close();
  console.log("static/og-image.png");
}

void main();
