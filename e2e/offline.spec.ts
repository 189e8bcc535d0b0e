import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startStaticHost } from "../scripts/static-host";
import { FIXTURE_SITE } from "../scripts/lib/fixtureBuild";
import { bundleScript } from "../plugins/corsi-boot/scriptBundles";
import { KEPT_ATTRIBUTE } from "../src/offline/keptCopy";
import { REGISTER_AFTER_LOAD_MS } from "../src/offline/register";
import { KEPT_CACHES } from "../src/offline/rules";
import { NOTES_SCRIPT_PATH, PLAYER_SCRIPT_PATH, WORKER_PATH } from "../src/hostedFiles";
import { OFFLINE_WORKER_ENV } from "../plugins/corsi-boot/offlineSwitch";
import { STORAGE_KEY, LIST_FORMAT, LIST_VERSION } from "../src/learner/list";
import { learningPathPagePath, localePath, LOCALE_LIST, ROUTES, topicSlugOfPath } from "../src/siteManifest";
import { readTexts, titleIn, topicNamed } from "./site";

/*
 * The installed app at hand offline (src/offline/, docs/decisions/0037-the-app-at-hand-offline.md). The other specs
 * block service workers; these tests allow them, each in a context of its own, against a copy of the built site served
 * on a port of their own, so that "offline" is the site's server stopped (Chromium's offline switch would not stop the
 * worker's own requests) and a deploy is a file of the copy rewritten.
 */

interface OfflineSiteTexts {
  offline: { kept: string; play: string };
}
interface OfflinePageTexts {
  offline: { heading: string; linkLabel: string; keptHeading: string };
  free: { search: { unavailable: string } };
}

const web = topicNamed("Web Development");
const video = web.videos.find((entry) => !entry.playlistId)!;
const neverOpened = topicNamed("Go Learning");
const PATH = learningPathPagePath("web-basics");
const NOTE = "Offline, the note is still here";

/** The built site, copied once per worker: tests rewrite its files. */
let root = "";
test.beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "corsi-offline-"));
  cpSync(FIXTURE_SITE, root, { recursive: true });
});
test.afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The copy, served on a port of the test's own; `stop` is the connection lost, `start` it back. */
async function siteHost() {
  let server: Server = await startStaticHost(root, 0);
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: async () => {
      server = await startStaticHost(root, port);
    },
  };
}

async function offlineContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "allow" });
  // The learner's list, with a saved and watched video and its note: what the head script draws, online or not.
  await context.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({
      format: LIST_FORMAT,
      version: LIST_VERSION,
      videos: {
        [video.youtubeId]: {
          title: video.title,
          topic: topicSlugOfPath(web.path),
          saved: true,
          watched: true,
          note: { text: NOTE, changed: Date.now() },
        },
      },
    }),
  ] as const);
  return context;
}

/** Until the worker holds the page at `address` (and, for /Saved, its app and catalog). */
async function waitUntilKept(page: Page, address: string, { app = false } = {}) {
  await page.waitForFunction(
    () => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null),
    undefined,
    {
      polling: 200,
    },
  );
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([pages, files, scripts, wanted, withApp]) => {
            const kept = await (await caches.open(pages)).match(new URL(wanted, location.href).href);
            if (!kept || !withApp) return Boolean(kept);
            const catalog = (await (await caches.open(files)).keys()).some((key) =>
              key.url.endsWith("/saved-catalog.json"),
            );
            return catalog && (await (await caches.open(scripts)).keys()).length > 0;
          },
          [KEPT_CACHES.page, KEPT_CACHES.fresh, KEPT_CACHES.hashed, encodeURI(address), app] as const,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** A page opened once online, in a context of its own on a server of its own, once the worker holds it. */
async function openedOnce(browser: Browser, address: string, options: { app?: boolean } = {}) {
  const host = await siteHost();
  const context = await offlineContext(browser, host.origin);
  const page = await context.newPage();
  await page.goto(encodeURI(address));
  await waitUntilKept(page, address, options);
  return { host, context, page };
}

/** The page's main content as the learner reads it, but the search (which needs a connection: tested below). */
const mainText = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[role=search]").forEach((box) => {
      if (box.previousElementSibling?.getAttribute("role") === "status") box.previousElementSibling.remove();
      box.remove();
    });
    document.body.append(copy);
    const text = copy.innerText.replace(/\s+/g, " ").trim();
    copy.remove();
    return text;
  });

const beforeDay = (template: string) => template.split("{day}")[0].trim();

for (const locale of LOCALE_LIST) {
  const site = readTexts<OfflineSiteTexts>("site.yaml", locale);
  const pages = readTexts<OfflinePageTexts>("pages.yaml", locale);
  const at = (address: string) => localePath(locale, address);

  test.describe(`offline (${locale})`, () => {
    for (const [name, address, app] of [
      ["a topic page", web.path, false],
      ["a path's page", PATH, false],
      ["the learner's list", ROUTES.saved.path, true],
    ] as const) {
      test(`${name} opened once online opens offline, marked as the kept copy, with the learner's marks and notes`, async ({
        browser,
      }) => {
        const { host, context, page } = await openedOnce(browser, at(address), { app });
        if (app) await expect(page.getByText(NOTE).first()).toBeVisible();
        const online = await mainText(page);
        expect(online).toContain(titleIn(video, locale));

        await host.stop();
        await page.reload();
        const notice = page.locator("body > [role=status].kept-copy");
        await expect(notice).toContainText(beforeDay(site.offline.kept));
        await expect(page.locator("html")).toHaveAttribute(KEPT_ATTRIBUTE, /^\d{4}-\d{2}-\d{2}$/);
        if (app) await expect(page.getByText(NOTE).first()).toBeVisible();
        await expect.poll(() => mainText(page)).toBe(online);
        await context.close();
      });
    }

    test("a page never opened gives the offline page, which leads to the list and to the pages kept", async ({
      browser,
    }) => {
      const { host, context, page } = await openedOnce(browser, at(web.path));
      await host.stop();

      await page.goto(encodeURI(at(neverOpened.path)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.offline.heading);
      await expect(page.getByRole("link", { name: pages.offline.linkLabel })).toHaveAttribute(
        "href",
        at(ROUTES.saved.path),
      );
      const kept = page.getByRole("region", { name: pages.offline.keptHeading });
      await expect(kept.getByRole("link", { name: titleIn(web, locale) })).toHaveAttribute(
        "href",
        encodeURI(at(web.path)),
      );
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await context.close();
    });

    test("Play on a kept page says that a video needs a connection, and opens no player", async ({ browser }) => {
      const { host, context, page } = await openedOnce(browser, at(web.path));
      await host.stop();
      await page.reload();
      const card = page.locator("article.video-card", { has: page.locator(`#video-${video.youtubeId}`) });
      await card.locator("button.player-poster").click();
      await expect(card.getByRole("status")).toHaveText(site.offline.play);
      await expect(card.locator("button.player-poster")).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
      await context.close();
    });

    test("search on a kept page says that it needs a connection", async ({ browser }) => {
      const { host, context, page } = await openedOnce(browser, at(ROUTES.free.path));
      await host.stop();
      await page.reload();
      await expect(page.getByRole("status").filter({ hasText: pages.free.search.unavailable })).toBeVisible();
      await expect(page.getByRole("searchbox")).toBeHidden();
      await context.close();
    });
  });
}

test("the first visit after a deploy shows the new page, not the kept one", async ({ browser }) => {
  const { host, context, page } = await openedOnce(browser, web.path);
  await page.reload(); // now served through the worker
  const file = path.join(root, `${web.path}.html`);
  const before = readFileSync(file, "utf8");
  try {
    writeFileSync(file, before.replace(/(<h1[^>]*>)[^<]*/, "$1Deployed since"));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deployed since");
    await host.stop();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deployed since");
  } finally {
    writeFileSync(file, before);
  }
  await context.close();
});

test("the off-switch's worker, deployed, clears what was kept and unregisters at the next visit", async ({
  browser,
}) => {
  const { context, page } = await openedOnce(browser, web.path);
  // The off-switch's deploy, as the build writes it with CORSI_OFFLINE_WORKER=off: the kill-switch worker at the
  // worker's address, and the modules that register the worker told there is none.
  const deployed = {
    [WORKER_PATH]: "worker-off",
    [PLAYER_SCRIPT_PATH]: "player",
    [NOTES_SCRIPT_PATH]: "notes",
  } as const;
  const before = Object.fromEntries(
    Object.keys(deployed).map((file) => [file, readFileSync(path.join(root, file), "utf8")]),
  );
  const setting = process.env[OFFLINE_WORKER_ENV];
  try {
    process.env[OFFLINE_WORKER_ENV] = "off";
    for (const [file, bundle] of Object.entries(deployed))
      writeFileSync(path.join(root, file), bundleScript(bundle).code);
    await page.goto(ROUTES.paths.path);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 15_000,
      })
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Nothing registers a worker again: the next pages are the network's, as before the worker.
    await page.goto(web.path);
    await page.waitForTimeout(4000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  } finally {
    if (setting === undefined) delete process.env[OFFLINE_WORKER_ENV];
    else process.env[OFFLINE_WORKER_ENV] = setting;
    for (const [file, text] of Object.entries(before)) writeFileSync(path.join(root, file), text);
  }
  await context.close();
});

test("with the worker in place, a list a newer version kept is still said after one reload from the network", async ({
  browser,
}) => {
  const { context, page } = await openedOnce(browser, web.path);
  await page.evaluate(
    ([key, version]) => {
      const list = JSON.parse(localStorage.getItem(key) ?? "{}") as { version: number };
      localStorage.setItem(key, JSON.stringify({ ...list, version }));
    },
    [STORAGE_KEY, LIST_VERSION + 1] as const,
  );
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  let loads = 0;
  page.on("load", () => (loads += 1));
  const save = page.getByRole("group", { name: video.title, exact: true }).getByRole("button").first();
  await Promise.all([page.waitForEvent("load"), save.click()]);
  await save.click();
  const { newer } = readTexts<{ learner: { newer: string } }>("site.yaml", "en").learner;
  await expect(page.getByRole("status").filter({ hasText: newer })).toBeVisible();
  expect(loads, "one reload, no more").toBe(1);
  await expect(page.locator("html")).not.toHaveAttribute(KEPT_ATTRIBUTE, /./);
  await context.close();
});

test("a visitor who only reads registers no worker; a learner's first note does", async ({ browser }) => {
  const host = await siteHost();
  const context = await browser.newContext({ baseURL: host.origin, serviceWorkers: "allow" });
  const page = await context.newPage();
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await page.goto(web.path);
  await page.waitForLoadState("load");
  await page.getByRole("group", { name: video.title, exact: true }).getByRole("button").first().click();
  await page.waitForTimeout(500);
  expect(await registrations()).toBe(0);
  await context.close();
  const learner = await offlineContext(browser, host.origin);
  const learnerPage = await learner.newPage();
  await learnerPage.goto(web.path);
  // Registered REGISTER_AFTER_LOAD_MS after the page loaded, at the next idle moment (up to 2 s more), once the notes'
  // module has loaded: beyond expect's 5 s on a busy machine.
  await expect
    .poll(async () => learnerPage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
      timeout: REGISTER_AFTER_LOAD_MS + 12_000,
    })
    .toBe(1);
  await learner.close();
});

test("with service workers blocked, the learner's pages work as before and no worker is registered", async ({
  page,
}) => {
  // This project's own setting (playwright.config.ts), which every other spec runs with. The list holds a note, so the
  // notes' module loads, which would register the worker.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({
      format: LIST_FORMAT,
      version: LIST_VERSION,
      videos: { [video.youtubeId]: { title: video.title, saved: true, note: { text: NOTE, changed: Date.now() } } },
    }),
  ] as const);
  await page.goto(web.path);
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  const registrations = await page.evaluate(async () =>
    navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  );
  expect(registrations).toBe(0);
});
