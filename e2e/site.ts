import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { ROUTE_LIST } from "../src/siteManifest";

/** The routes a visitor can open, and what the tests read from data/ to know what each must show. */
export const UNKNOWN_ROUTE = "/no-such-page";
export const ROUTES = [...ROUTE_LIST.map((route) => route.path), UNKNOWN_ROUTE];

/** What a visit to an unknown path is allowed to find missing: only the page itself (status 404). */
export function expectedMissing(route: string): string[] {
  return route === UNKNOWN_ROUTE ? [route] : [];
}

export function readData<T>(file: string): T {
  return parse(readFileSync(path.join(__dirname, "..", "data", file), "utf8")) as T;
}

export interface FreeData {
  sections: { title: string; videos: { youtubeId: string; title: string; playlistId?: string }[] }[];
}

/**
 * Collects requests that leave the site, failed responses and console errors.
 * `allowMissing` lists paths expected to answer 404 (an unknown page itself:
 * the data its app asks for is the 404 page's, see src/host/hostFiles.ts); the
 * browser's matching console line is covered by the response check.
 */
export function watchPage(page: Page, { allowMissing = [] as string[] } = {}) {
  const thirdParty: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") thirdParty.push(request.url());
  });
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !allowMissing.includes(pathname))
      consoleErrors.push(`${response.status()} ${pathname}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return {
    thirdParty,
    consoleErrors,
    expectClean: () => {
      expect(thirdParty, "requests to other hosts").toEqual([]);
      expect(consoleErrors, "console errors").toEqual([]);
    },
  };
}

/** Waits until React has hydrated the page (the app starts on its own once the page is idle: src/boot/appLoader.ts). */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const toggle = document.querySelector(".navbar-toggler");
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith("__reactProps"));
  });
}
