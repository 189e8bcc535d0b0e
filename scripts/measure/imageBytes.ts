import { chromium, type Page } from "@playwright/test";
import { launchOptions } from "../lib/chromium";

/**
 * The image bytes a visitor downloads on a page, in Chromium from a cold cache: on a 375 px phone before scrolling
 * (what the first card's eager image and the lazy ones the browser fetches early, near the viewport, cost), and on a
 * 1280 px desktop after scrolling to the end (every image of the page). The phone is measured at 1, 2 and 3 device
 * pixels per CSS pixel: `srcset` picks a wider file on a sharper screen, and most phones are 2× or 3×.
 */
export interface ImageBytes {
  label: string;
  width: number;
  deviceScaleFactor: number;
  scrolled: boolean;
  images: number;
  bytes: number;
  /** Each image file fetched and its bytes, for the record. */
  files: { path: string; bytes: number }[];
}

const CASES = [
  { label: "phone, before scrolling", width: 375, height: 812, deviceScaleFactor: 1, scrolled: false },
  { label: "phone, before scrolling", width: 375, height: 812, deviceScaleFactor: 2, scrolled: false },
  { label: "phone, before scrolling", width: 375, height: 812, deviceScaleFactor: 3, scrolled: false },
  { label: "desktop, every image", width: 1280, height: 800, deviceScaleFactor: 1, scrolled: true },
  { label: "desktop, every image", width: 1280, height: 800, deviceScaleFactor: 2, scrolled: true },
];

async function scrollToEnd(page: Page) {
  for (let step = 0; step < 200; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
}

export async function measureImageBytes(url: string): Promise<ImageBytes[]> {
  const browser = await chromium.launch(launchOptions);
  const results: ImageBytes[] = [];
  try {
    for (const { label, width, height, deviceScaleFactor, scrolled } of CASES) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
      const page = await context.newPage();
      const pending: Promise<{ path: string; bytes: number } | undefined>[] = [];
      page.on("response", (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (!type.startsWith("image/")) return;
        pending.push(
          response.body().then(
            (body) => ({ path: new URL(response.url()).pathname, bytes: body.length }),
            () => undefined,
          ),
        );
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      if (scrolled) {
        await scrollToEnd(page);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(500);
      }
      const files = (await Promise.all(pending)).filter((file) => file !== undefined);
      results.push({
        label,
        width,
        deviceScaleFactor,
        scrolled,
        images: files.length,
        bytes: files.reduce((total, file) => total + file.bytes, 0),
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function imageBytesTable(route: string, rows: ImageBytes[]): string {
  return [
    `| ${route} | width (px) | device pixels per px | images fetched | image bytes (KB) |`,
    "| --- | --: | --: | --: | --: |",
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.width} | ${row.deviceScaleFactor} | ${row.images} | ${(row.bytes / 1024).toFixed(1)} |`,
    ),
  ].join("\n");
}
