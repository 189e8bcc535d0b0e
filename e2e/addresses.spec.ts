import { expect, test, type Page } from "@playwright/test";
import { STORAGE_KEY, LIST_FORMAT } from "../src/learner/list";
import { LOCALE_LIST, localePath, pageCodeOf, ROUTE_LIST, ROUTES } from "../src/siteManifest";
import { filledText, readTexts, titleIn, topicNamed } from "./site";

/*
 * No address takes a page away (docs/decisions/0016-no-address-takes-a-page-away.md): a mangled link opens the
 * page the HTML shows, the app starts on it without an error, and an error in the app leaves the page in place. Each
 * address is a fresh load, so the app starts on it.
 */
test.describe.configure({ timeout: 180_000 });

const LONG = "a".repeat(4096);

/** Fragments a chat app, a mail client or a hand can make of a link. */
const FRAGMENTS = [
  "#%",
  "#%zz",
  "#x%",
  // A UTF-8 sequence cut short.
  "#%E0%A4%A",
  `#${LONG}`,
  "#مرحبا-بالعالم",
  // Right-to-left embedding and override marks around Hebrew and Arabic.
  "#\u202Bשלום\u202C-\u202Eنص\u202C",
];
const QUERIES = ["?%", "?lang=%zz#%", "?q=%E0%A4%A&lang=ar"];
const ADDRESS_TAILS = [...FRAGMENTS, ...QUERIES];

/** A topic's page: a page built from data, with cards in two languages, the language filter, Play and Save. */
const topic = topicNamed("C Learning");
const { learner, labels } = readTexts<{ learner: { save: string }; labels: { menu: string; play: string } }>(
  "site.yaml",
  "en",
);

interface Opened {
  heading: string;
  problems: string[];
}

/**
 * Opens `address` in a fresh load and waits until the app has started on it: Gatsby marks `onInitialClientRender` once
 * React has committed the page (after the scroll handler has read the fragment), or an error has been reported; or,
 * with `appStarts: false`, checks that the app does not start even when the visitor moves the pointer. Returns
 * the main heading the HTML showed and every page error and console error (a missing page's 404 response aside).
 */
async function open(page: Page, address: string, { appStarts = true } = {}): Promise<Opened> {
  const problems: string[] = [];
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(`console: ${message.text()}`);
  };
  page.on("pageerror", onPageError);
  page.on("console", onConsole);
  await loadDocument(page, address);
  const heading = (await page.locator("main h1").first().textContent()) ?? "";
  // Only a page of class "app" (/Saved) starts Gatsby's app; a page with search or filters holds the tools' script,
  // run at their first use (docs/decisions/0024-framework-code-only-where-needed.md).
  const hasApp = (await page.locator("template#app-scripts:not([data-start])").count()) > 0;
  if (hasApp && !appStarts) {
    // A visitor's first move starts the app at once where it starts at all (plugins/corsi-boot/inline/appLoader.ts).
    await page.mouse.move(10, 10);
    await page.waitForTimeout(500);
    const appScripts = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => /\/app-\w+\.js$/.test(entry.name)).length,
    );
    expect(appScripts, `${address}: the app is not started`).toBe(0);
  } else if (hasApp)
    await expect
      .poll(
        async () =>
          problems.length > 0 ||
          (await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0)),
        { message: `${address}: the app started`, timeout: 30_000 },
      )
      .toBe(true);
  page.off("pageerror", onPageError);
  page.off("console", onConsole);
  return { heading, problems };
}

/**
 * Loads `address` as a new document. Where it differs from the page open now only in its fragment, going there moves
 * within that page, as a link would: the page is then loaded again, at the address (cheaper than a detour through
 * about:blank, which swaps the page's renderer process twice).
 */
async function loadDocument(page: Page, address: string) {
  const documentOf = (url: URL) => url.origin + url.pathname + url.search;
  const current = page.url();
  const sameDocument =
    current.startsWith("http") && documentOf(new URL(current)) === documentOf(new URL(address, current));
  await page.goto(address, { waitUntil: "commit" });
  if (sameDocument) await page.reload({ waitUntil: "commit" });
}

/** The page still shows what its HTML showed: its main heading, and main content around it. */
async function expectPageKept(page: Page, address: string, heading: string) {
  expect(heading.trim(), `${address}: the HTML has a heading`).not.toBe("");
  await expect(page.locator("main h1").first(), address).toHaveText(heading);
  // /User1's main content is its heading alone (the navigation bar is the page).
  const text = await page.locator("main").first().innerText();
  expect(text.length, `${address}: the main content is there`).toBeGreaterThanOrEqual(heading.length);
  await expect(page.getByRole("navigation").first(), address).toBeVisible();
}

/**
 * Each route and a topic page, once, the edition alternating (as axe's views do, e2e/axe.ts): what a mangled address
 * can break is the app's start and each page's own code, which are the same in both editions.
 */
const PAGES = [...ROUTE_LIST.map((route) => route.path), topic.path].map((path, index) =>
  localePath(LOCALE_LIST[index % LOCALE_LIST.length], path),
);

/**
 * The tails each page is opened with. A page that runs code of its own beyond the head script (the app, or the catalog
 * tools, which read the address's query) takes every one; the pages that run only the head script, which every page
 * shares, take them in turn, so each tail is still tried on one of them.
 */
const STATIC_PAGES = PAGES.filter((path) => pageCodeOf(path) === "none");
const tailsOf = (path: string) =>
  pageCodeOf(path) === "none"
    ? ADDRESS_TAILS.filter((_tail, index) => index % STATIC_PAGES.length === STATIC_PAGES.indexOf(path))
    : ADDRESS_TAILS;

for (const path of PAGES) {
  const tails = tailsOf(path);
  const named = tails.length === ADDRESS_TAILS.length ? "every mangled address" : `${tails.length} mangled addresses`;
  test(`${path} opens whole, with no error, at ${named}`, async ({ page }) => {
    for (const tail of tails) {
      const address = path + tail;
      const { heading, problems } = await open(page, address);
      expect(problems, address).toEqual([]);
      await expectPageKept(page, address, heading);
    }
    // A mangled fragment given to the running app (typed into the address bar): the app moves to it without an error.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.evaluate(() => {
      location.hash = "%zz";
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(errors, `${path}#%zz after the start`).toEqual([]);
    await expect(page.locator("main h1").first()).toBeVisible();
  });
}

// A broken escape in the path names no page: the host answers with the edition's 404 page, which stays whole, and the
// app, which Gatsby's loader would make fail on that path, is not started there.
for (const locale of LOCALE_LIST) {
  test(`a broken escape in a path of the ${locale} edition gets its 404 page, whole, with no error`, async ({
    page,
  }) => {
    for (const path of ["/Free/%", "/Free/%zz", "/%E0%A4%A", `${topic.path}%`, "/Free/%25zz"]) {
      const address = localePath(locale, path);
      const response = await page.request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      const { heading, problems } = await open(page, address, { appStarts: false });
      expect(problems, address).toEqual([]);
      await expectPageKept(page, address, heading);
      await expect(page.locator("html"), address).toHaveAttribute("lang", locale);
    }
  });
}

interface SavedTexts {
  badLink: string;
  count: { one: string };
}

/** A list as /Saved shares it (src/learner/schema.ts, encodeShare): its JSON, UTF-8, base64url. */
const sharedList = Buffer.from(
  JSON.stringify({
    format: LIST_FORMAT,
    version: 1,
    videos: { [topic.videos[0].youtubeId]: { title: topic.videos[0].title, saved: true } },
  }),
)
  .toString("base64url")
  .replace(/=+$/, "");

for (const locale of LOCALE_LIST) {
  test(`/Saved in the ${locale} edition says a damaged link is damaged and keeps the list it has`, async ({ page }) => {
    const { badLink } = readTexts<{ saved: SavedTexts }>("pages.yaml", locale).saved;
    const kept = JSON.stringify({
      format: LIST_FORMAT,
      version: 1,
      videos: { [topic.videos[1].youtubeId]: { title: titleIn(topic.videos[1], locale), saved: true } },
    });
    // Kept once, on the site's origin (a test starts on about:blank, which has no storage).
    await page.addInitScript(
      ([key, value]) => {
        if (location.protocol === "http:" && localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [STORAGE_KEY, kept] as const,
    );
    const saved = localePath(locale, ROUTES.saved.path);
    for (const fragment of [
      "#list=%%%not a list at all",
      `#list=${sharedList.slice(0, sharedList.length / 2)}`,
      `#list=${sharedList.slice(0, 20)}%zz${sharedList.slice(20)}`,
      `#list=${sharedList.slice(0, 20)}%E0%A4${sharedList.slice(20)}`,
    ]) {
      const address = saved + fragment;
      const { heading, problems } = await open(page, address);
      expect(problems, address).toEqual([]);
      await expectPageKept(page, address, heading);
      await expect(page.getByText(badLink), address).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), address).toBe(kept);
    }
  });
}

/** As the app starts, its scroll handler scrolls to the fragment's element: a browser that fails there, simulated. */
function breakScrollIntoView(page: Page) {
  return page.addInitScript(() => {
    Element.prototype.scrollIntoView = () => {
      throw new Error("scrollIntoView failed (injected)");
    };
  });
}

/** The controls the head script works: the menu, the theme switch, and where a video is given Save and Play. */
async function expectHeadScriptControls(page: Page, video?: { title: string }) {
  await page.setViewportSize({ width: 375, height: 700 });
  const toggle = page.getByRole("button", { name: labels.menu });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const theme = page.getByRole("button", { name: /^Colour theme: / });
  const before = await theme.getAttribute("aria-label");
  await theme.click();
  await expect(theme).not.toHaveAttribute("aria-label", before ?? "");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  if (!video) return;
  const save = page
    .getByRole("group", { name: video.title, exact: true })
    .getByRole("button", { name: learner.save, exact: true });
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  await page.getByRole("button", { name: filledText(labels.play, { title: video.title }) }).click();
  await expect(page.locator(`iframe[title="${video.title}"]`)).toHaveCount(1);
}

// The app runs on /Saved alone: its start is where an error could take the page away.
test("an error as the app starts leaves the page the HTML showed, logged once, and the head script's controls work", async ({
  page,
}) => {
  await breakScrollIntoView(page);
  const address = `${ROUTES.saved.path}#main`;
  const { heading, problems } = await open(page, address);
  expect(
    problems.filter((problem) => problem.startsWith("page error")),
    "no page error",
  ).toEqual([]);
  expect(
    problems.some((problem) => problem.includes("scrollIntoView failed (injected)")),
    "logged to the console",
  ).toBe(true);
  await expectPageKept(page, address, heading);
  await expectHeadScriptControls(page);
});

test("an error in the catalog tools' code leaves the page in place, every card listed, and its links and controls work", async ({
  page,
}) => {
  const { heading, problems } = await open(page, topic.path);
  expect(problems).toEqual([]);
  const cards = await page.getByRole("main").locator(".video-card").count();
  expect(cards).toBeGreaterThan(1);
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // The language filter reads the address as its code starts (src/catalogTools/filters.ts): a browser whose
  // URLSearchParams fails there makes it throw.
  await page.evaluate(() => {
    URLSearchParams.prototype.get = URLSearchParams.prototype.set = () => {
      throw new TypeError("URLSearchParams failed (injected)");
    };
  });
  await page.getByLabel("Language").selectOption({ index: 1 });
  // Reported once, as any uncaught error in a script; nothing is taken away.
  await expect.poll(() => pageErrors.join("\n")).toContain("URLSearchParams failed (injected)");
  expect(consoleErrors).toEqual([]);
  await expectPageKept(page, topic.path, heading);
  await expect(page.getByRole("main").locator(".video-card")).toHaveCount(cards);
  await expectHeadScriptControls(page, topic.videos[0]);
  // A link is an ordinary link again: it loads the page it names.
  const home = localePath("en", ROUTES.free.path);
  await page.locator(`main a[href="${home}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
});
