import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { languageCode } from "../src/content/languages";
import { type Locale, LOCALE_LIST, localePath } from "../src/siteManifest";
import { TEXTS, visit, webDevelopment } from "./editions";
import {
  escapeRegExp,
  FIXTURE_DATA,
  filledText,
  readData,
  readPaidCourses,
  readTexts,
  readTopics,
  titleIn,
  topicNamed,
  watchPage,
} from "./site";

const topics = readTopics();
/** The fixture's languages as each edition names them: a reader of Arabic writes them in Arabic. */
const LANGUAGE_NAMES: Record<Locale, Record<"Arabic" | "English", string>> = {
  en: { Arabic: "Arabic", English: "English" },
  ar: { Arabic: "العربية", English: "الإنجليزية" },
};

/**
 * What "بايثون" finds in an edition: the videos and paid courses (on /Paid) whose title there has the word, or, as
 * another name of Python (data/names.yaml), says Python in Latin letters; and the learning paths whose title has the
 * word itself (a path's page is searched by its own words, not its cards').
 */
function pythonEntries(locale: Locale): string[] {
  const saysPython = (title: string) => title.includes("بايثون") || /\bpython\b/i.test(title);
  const paths = readdirSync(path.join(FIXTURE_DATA, "paths"))
    .map((file) => titleIn(readData<{ title: string; titleAr: string }>(`paths/${file}`), locale))
    .filter((title) => title.includes("بايثون"));
  return [
    ...[...topics.flatMap((topic) => topic.videos), ...readPaidCourses()]
      .map((entry) => titleIn(entry, locale))
      .filter(saysPython),
    ...paths,
  ];
}
const inArabic = (topic: { videos: { language?: string }[] }) =>
  topic.videos.filter((video) => video.language === "Arabic");
/** A word of some videos' titles in each edition: in the Arabic edition, of titles it gives them (`titleAr`). */
const WORD_OF_A_TITLE: Record<Locale, string> = { en: "flexbox", ar: "تعلّم" };
/** The cards a visitor sees: the filters hide the others (src/catalogTools/filters.ts). */
const shownCards = (page: Page) => page.getByRole("main").locator(".video-card:visible");

/** Holds the catalog tools' script until `release` is called (their code loads at their first use). */
async function holdToolsScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/catalog-tools-\w+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release: () => release() };
}

test.describe("the language filter", () => {
  for (const locale of LOCALE_LIST) {
    const { filter: texts, indexLabel } = TEXTS[locale].pages.free;
    const names = LANGUAGE_NAMES[locale];
    const free = localePath(locale, "/Free");
    test(`on ${free} it names the languages present in the edition, narrows the videos and counts, and puts the choice in the address`, async ({
      page,
    }) => {
      await visit(page, free);
      const badges = page.getByRole("main").locator(".video-card:visible .badge");
      await expect(badges.first()).toBeVisible();
      expect(new Set(await badges.allTextContents())).toEqual(new Set([names.Arabic, names.English]));
      const filter = page.getByLabel(texts.label, { exact: true });
      await expect(filter.locator("option")).toHaveText([texts.all, names.Arabic, names.English]);
      await filter.selectOption({ label: names.Arabic });
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(encodeURI(free))}\\?lang=ar$`));
      await expect(badges.first()).toBeVisible();
      expect(new Set(await badges.allTextContents())).toEqual(new Set([names.Arabic]));
      const index = page.getByRole("navigation", { name: indexLabel }).getByRole("link");
      const withArabic = topics.filter((topic) => inArabic(topic).length > 0);
      await expect(index).toHaveText(withArabic.map((topic) => `${titleIn(topic, locale)} ${inArabic(topic).length}`));
      expect(decodeURI((await index.first().getAttribute("href")) ?? "")).toBe(
        `${localePath(locale, withArabic[0].path)}?lang=ar`,
      );
    });
  }

  test("a shared link with ?lang= shows the same list, and 'All languages' brings every video back", async ({
    page,
  }) => {
    const topic = topicNamed("Web Development");
    // The address's filter loads the tools' code at once, with no use of the tools.
    await page.goto(`${topic.path}?lang=${languageCode("English")}`);
    await expect(page.getByLabel("Language")).toHaveValue("en");
    const english = topic.videos.filter((video) => video.language === "English");
    await expect(shownCards(page)).toHaveCount(english.length);
    await expect(page.getByRole("main").getByText(`${english.length} free videos.`)).toBeVisible();
    await page.reload();
    await expect(shownCards(page)).toHaveCount(english.length);
    await page.getByLabel("Language").selectOption({ label: "All languages" });
    await expect(page).toHaveURL(new RegExp(`${topic.path}$`));
    await expect(shownCards(page)).toHaveCount(topic.videos.length);
  });

  test("a language the list does not have shows every video", async ({ page }) => {
    const topic = topicNamed("Web Development");
    await page.goto(`${topic.path}?lang=tr`);
    await expect(page.getByLabel("Language")).toHaveValue("");
    await expect(shownCards(page)).toHaveCount(topic.videos.length);
  });

  test("a choice made before the filter's code has arrived is applied once it has", async ({ page }) => {
    const tools = await holdToolsScript(page);
    await page.goto("/Free");
    await page.getByLabel("Language").selectOption({ label: "Arabic" });
    await expect.poll(() => tools.asked.length, "the choice asked for the code").toBe(1);
    await expect(page).not.toHaveURL(/lang=/);
    tools.release();
    await expect(page).toHaveURL(/\?lang=ar$/);
    await expect(page.getByLabel("Language")).toHaveValue("ar");
    const withArabic = topics.filter((topic) => inArabic(topic).length > 0);
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link")).toHaveCount(withArabic.length);
    expect(new Set(await page.getByRole("main").locator(".video-card:visible .badge").allTextContents())).toEqual(
      new Set(["Arabic"]),
    );
  });

  test("without JavaScript every video stays listed and the filter is not offered", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const topic = topicNamed("Web Development");
    await page.goto(`${topic.path}?lang=en`);
    await expect(page.getByRole("main").locator(".video-card")).toHaveCount(topic.videos.length);
    await expect(page.getByLabel("Language")).toBeHidden();
    await expect(page.getByLabel("Search courses")).toBeHidden();
    await context.close();
  });
});

test.describe("search", () => {
  test("nothing of the search is requested before the field is used", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/Free");
    // The filter's use loads the tools' code, not the index.
    await page.getByLabel("Language").focus();
    await expect.poll(() => requested.some((path) => /^\/catalog-tools-/.test(path))).toBe(true);
    await page.waitForTimeout(300);
    expect(requested.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
    await page.getByLabel("Search courses").focus();
    await expect.poll(() => requested.some((path) => path.startsWith("/pagefind/"))).toBe(true);
  });

  test("the first use of the search box asks for Pagefind's files beside the tools' code, not after it", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const tools = await holdToolsScript(page);
    await page.goto("/Free");
    await page.getByLabel("Search courses").focus();
    const pagefindFiles = ["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json", "/pagefind/wasm.en.pagefind"];
    // Asked for while the tools' code is held: so not by that code.
    await expect.poll(() => pagefindFiles.filter((file) => requested.includes(file))).toEqual(pagefindFiles);
    await expect.poll(() => tools.asked.length, { message: "the tools' code, asked for and still held" }).toBe(1);
    tools.release();
  });

  test("what is typed before the search's code has arrived is searched once it has, and said at once", async ({
    page,
  }) => {
    const topic = topicNamed("Web Development");
    const video = topic.videos.find((entry) => entry.title.includes("Flexbox"));
    const { searching } = readTexts<{ free: { search: { searching: string } } }>("pages.yaml", "en").free.search;
    const tools = await holdToolsScript(page);
    // The index held until the status has said what is being looked for.
    const status = page.getByRole("search").getByRole("status");
    await page.route("**/pagefind/index/**", async (route) => {
      await expect(status).toHaveText(filledText(searching, { query: "flexbox" }));
      await route.continue();
    });
    await page.goto("/Free");
    await page.getByLabel("Search courses").pressSequentially("flexbox");
    await expect(page.getByLabel("Search courses")).toHaveValue("flexbox");
    // The request is seen once the browser has sent it, a moment after the press that asked for it.
    await expect.poll(() => tools.asked.length, { message: "the focus asked for the code" }).toBe(1);
    tools.release();
    await expect(page.getByRole("search").getByRole("link")).toHaveText([video?.title ?? ""]);
    await expect(page.getByRole("search").getByRole("status")).toHaveText("One matching video");
    await expect(page.getByLabel("Search courses")).toHaveValue("flexbox");
  });

  test("search runs in the page, and asks for Pagefind's entry file and WebAssembly beside its script, after a filter's use too", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    // Pagefind's script is held until its other start files have been asked for: fetched one after another, they never
    // would be, and nothing would be found.
    await page.route("**/pagefind/pagefind.js", async (route) => {
      await expect
        .poll(() => ["/pagefind/pagefind-entry.json", "/pagefind/wasm.en.pagefind"].every((f) => requested.includes(f)))
        .toBe(true);
      await route.continue();
    });
    await page.goto("/Free");
    // The tools' code started by the filter, so the loader asked for nothing of the search: the search's code asks.
    await page.getByLabel("Language").focus();
    await expect.poll(() => requested.some((path) => /^\/catalog-tools-/.test(path))).toBe(true);
    await page.getByLabel("Search courses").fill("flexbox");
    await expect(page.getByRole("search").getByRole("status")).toHaveText("One matching video");
    expect(requested.filter((path) => path.endsWith("pagefind-worker.js"))).toEqual([]);
    expect(page.workers()).toEqual([]);
  });

  for (const locale of LOCALE_LIST) {
    const { search } = TEXTS[locale].pages.free;
    const word = WORD_OF_A_TITLE[locale];
    test(`on ${localePath(locale, "/Free")} a word of titles in the edition lists those videos by those titles; following one lands on its card, in the edition`, async ({
      page,
    }) => {
      const watch = watchPage(page);
      const expected = topics.flatMap((topic) =>
        topic.videos
          .filter((video) => titleIn(video, locale).toLowerCase().includes(word.toLowerCase()))
          .map((video) => ({
            title: titleIn(video, locale),
            address: `${localePath(locale, topic.path)}#video-${video.youtubeId}`,
          })),
      );
      expect(expected.length, `titles with "${word}"`).toBeGreaterThan(0);
      await visit(page, localePath(locale, "/Free"));
      await page.getByRole("search").getByRole("searchbox", { name: search.label }).fill(word);
      const results = page.getByRole("search").getByRole("link");
      await expect(results).toHaveCount(expected.length);
      const found = await results.evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          title: anchor.textContent ?? "",
          address: decodeURI(anchor.getAttribute("href") ?? ""),
        })),
      );
      const byAddress = (a: { address: string }, b: { address: string }) => a.address.localeCompare(b.address);
      expect(found.sort(byAddress)).toEqual(expected.sort(byAddress));
      await expect(page.getByRole("search").getByRole("status")).toHaveText(
        expected.length === 1 ? search.results.one : filledText(search.results.other, { count: expected.length }),
      );
      const [first] = await results.first().evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent ?? ""));
      const target = expected.find((entry) => entry.title === first);
      await results.first().click();
      await page.waitForURL((url) => `${decodeURI(url.pathname)}${url.hash}` === target?.address);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { name: first, exact: true })).toBeInViewport();
      watch.expectClean();
    });
  }

  test("the same word in Latin letters finds each edition's titles in that edition, on its own pages", async ({
    page,
  }) => {
    const translated = webDevelopment.videos.find((video) => video.title.includes("HTML") && video.titleAr);
    expect(translated, "a video with HTML in its title has an Arabic title").toBeDefined();
    if (!translated) return;
    for (const locale of LOCALE_LIST) {
      const free = localePath(locale, "/Free");
      await visit(page, free);
      await page.getByRole("search").getByRole("searchbox").fill("HTML");
      const links = page.getByRole("search").getByRole("link");
      await expect.poll(() => links.allTextContents()).toContain(titleIn(translated, locale));
      for (const other of LOCALE_LIST.filter((entry) => titleIn(translated, entry) !== titleIn(translated, locale)))
        expect(await links.allTextContents()).not.toContain(titleIn(translated, other));
      const addresses = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => decodeURI(anchor.getAttribute("href") ?? "")),
      );
      expect(addresses.filter((address) => !address.startsWith(`${free}/`))).toEqual([]);
    }
  });

  test("an Arabic word finds the Arabic titles, and a channel name finds its videos", async ({ page }) => {
    const arabic = topics.find((topic) => /[\u0600-\u06ff]/.test(topic.title));
    await page.goto(topics[0].path);
    const field = page.getByLabel("Search courses");
    await field.fill("بايثون");
    expect(arabic?.videos.filter((video) => video.title.includes("بايثون")).length).toBeGreaterThan(0);
    const links = page.getByRole("search").getByRole("link");
    await expect(links).toHaveCount(pythonEntries("en").length);
    expect((await links.allTextContents()).sort()).toEqual(pythonEntries("en").sort());
    await field.fill("Kevin Powell");
    const byKevin = topics.flatMap((topic) => topic.videos).filter((video) => video.channel === "Kevin Powell");
    await expect(page.getByRole("search").getByRole("link")).toHaveCount(byKevin.length);
  });

  test("on the Arabic edition, an Arabic word finds the Arabic titles, in the Arabic index, linking to Arabic pages", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const arabic = topics.find((topic) => /[\u0600-\u06ff]/.test(topic.title));
    await page.goto(localePath("ar", topics[0].path));
    const search = page.getByRole("search");
    await search.getByRole("searchbox").fill("بايثون");
    const expected = arabic?.videos.filter((video) => video.title.includes("بايثون")) ?? [];
    expect(expected.length).toBeGreaterThan(0);
    const results = search.getByRole("link");
    await expect(results).toHaveCount(pythonEntries("ar").length);
    expect((await results.allTextContents()).sort()).toEqual(pythonEntries("ar").sort());
    const first = expected[0];
    const link = results.filter({ hasText: first.title }).first();
    await expect(link).toHaveAttribute(
      "href",
      `${encodeURI(localePath("ar", arabic?.path ?? ""))}#video-${first.youtubeId}`,
    );
    // Pagefind loaded the Arabic index only (one per <html lang>), with its Arabic stemmer.
    const indexes = requested.filter((path) =>
      /^\/pagefind\/(pagefind\.\w+_\w+\.pf_meta|wasm\.\w+\.pagefind)$/.test(path),
    );
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.every((path) => /\.ar[._]/.test(path))).toBe(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ar/Free/.+#video-${first.youtubeId}$`));
  });

  for (const locale of LOCALE_LIST) {
    test(`on ${localePath(locale, "/Free")} the site's own words on every card (Save, Watched, Note, its link out) find no card`, async ({
      page,
    }) => {
      const { learner, labels } = readTexts<{
        learner: Record<"save" | "watched" | "done" | "note", string>;
        labels: { newTab: string };
      }>("site.yaml", locale);
      const { free } = readTexts<{ free: { watchLabel: string } }>("pages.yaml", locale);
      // Every word of those texts that no entry of the fixture says (in any field, in either script).
      const catalogText = readdirSync(FIXTURE_DATA, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => JSON.stringify(readData(file)))
        .join(" ")
        .toLowerCase();
      const words = [learner.save, learner.watched, learner.done, learner.note, free.watchLabel, labels.newTab]
        .flatMap((text) => text.split(/[\s()]+/))
        .filter((word) => word.length > 2 && !catalogText.includes(word.toLowerCase()));
      expect(words.length, "words the fixture's entries never say").toBeGreaterThan(3);
      const { search } = TEXTS[locale].pages.free;
      await visit(page, localePath(locale, "/Free"));
      for (const word of new Set(words)) {
        await page.getByRole("search").getByRole("searchbox").fill(word);
        await expect(page.getByRole("search").getByRole("status"), word).toHaveText(
          filledText(search.noResults, { query: word }),
        );
      }
    });
  }

  test("a word nothing matches says so; an index that cannot load leaves the page working", async ({ page }) => {
    await page.route("**/pagefind/**", (route) => route.abort());
    await page.goto("/Free");
    await page.getByLabel("Search courses").fill("anything");
    await expect(page.getByRole("search").getByRole("status")).toHaveText(/could not load/);
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link")).toHaveCount(topics.length);
  });
});

test("case variants of a topic's address send the visitor to it", async ({ request }) => {
  const topic = topics[0];
  for (const variant of [topic.path.toLowerCase(), topic.path.toUpperCase(), `${topic.path}/`]) {
    const response = await request.get(encodeURI(variant), { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers().location, variant).toBe(topic.path);
  }
});

test("the sitemap lists every topic page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const topic of topics) expect(sitemap).toContain(encodeURI(topic.path));
});
