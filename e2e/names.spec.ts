import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { saysQuery, searchNames } from "../src/content/searchNames";
import { type Locale, LOCALE_LIST, localePath, ROUTES } from "../src/siteManifest";
import { readTopics, TEXTS_DATA, titleIn } from "./site";

/*
 * A technology found whatever script it is typed in (data/names.yaml): on the fixtures, in both editions, an English
 * name finds a card written in Arabic letters, an Arabic spelling one in Latin letters, a spelled-out name its
 * technology; and the cards that say the query as typed come first. The cards are chosen here from the fixtures by
 * what their titles say, never named by the site's answer.
 */

const names = (
  parse(readFileSync(path.join(TEXTS_DATA, "names.yaml"), "utf8")) as { names: { name: string; spellings: string[] }[] }
).names.map(({ name, spellings }) => [name, ...spellings]);

const videos = readTopics().flatMap((topic) => topic.videos);

/** The first fixture video whose title in the edition passes `test`. */
function cardWhose(locale: Locale, what: string, test: (title: string) => boolean): string {
  const video = videos.find((entry) => test(titleIn(entry, locale)));
  if (!video) throw new Error(`a fixture video whose title ${what}`);
  return titleIn(video, locale);
}

async function search(page: Page, locale: Locale, query: string) {
  await page.goto(localePath(locale, ROUTES.free.path));
  await page.getByRole("search").getByRole("searchbox").fill(query);
  return page.getByRole("search").getByRole("link");
}

for (const locale of LOCALE_LIST) {
  test.describe(`a name in either script (${locale})`, () => {
    test("an English name finds a card that writes it in Arabic letters, with or without a prefix", async ({
      page,
    }) => {
      const written = cardWhose(locale, "says جافا سكريبت", (title) => title.includes("جافا سكريبت"));
      const prefixed = cardWhose(locale, "says الجافاسكربت with a prefix", (title) => /\sبالجافاسكربت/.test(title));
      expect(`${written} ${prefixed}`).not.toMatch(/javascript/i);
      const results = await search(page, locale, "javascript");
      await expect(results.filter({ hasText: written })).toHaveCount(1);
      await expect(results.filter({ hasText: prefixed })).toHaveCount(1);
    });

    test("an Arabic spelling finds a card that writes the name in Latin letters", async ({ page }) => {
      const latin = cardWhose(
        locale,
        "says Python in Latin letters only",
        (title) => /\bPython\b/.test(title) && !/بايثون/.test(title),
      );
      expect(searchNames(latin, names)).toContain("بايثن");
      const results = await search(page, locale, "بايثن");
      await expect(results.filter({ hasText: latin })).toHaveCount(1);
    });

    test("a spelled-out name finds its technology: إس كيو إل finds SQL, and sql finds إس كيو إل", async ({ page }) => {
      const english = cardWhose(locale, "says SQL", (title) => /\bSQL\b/.test(title));
      const spelled = cardWhose(locale, "spells SQL out", (title) => title.includes("إس كيو إل"));
      let results = await search(page, locale, "إس كيو إل");
      await expect(results.filter({ hasText: english })).toHaveCount(1);
      // The card that says the query as typed comes before the one found through another spelling.
      await expect(results.first()).toHaveText(spelled);
      results = await search(page, locale, "sql");
      await expect(results.filter({ hasText: spelled })).toHaveCount(1);
      await expect(results.first()).toHaveText(english);
    });

    test("results that say the query as typed come before those found through another spelling", async ({ page }) => {
      const results = await search(page, locale, "بايثون");
      await expect(results.first()).toBeVisible();
      const titles = await results.allTextContents();
      const own = titles.map((title) => saysQuery(title, "بايثون"));
      // Some of each, and no title found another way before one that says it.
      expect(own).toContain(true);
      expect(own).toContain(false);
      expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
    });
  });
}

test("a spelling Pagefind alone does not fold finds the card: ه for ة in a short word", async ({ page }) => {
  // Measured in src/content/searchNames.test.ts: Pagefind's Arabic index does not find "لغة" by "لغه".
  const card = cardWhose("ar", "has the word لغة", (title) => title.split(" ").includes("لغة"));
  const results = await search(page, "ar", "لغه");
  await expect(results.filter({ hasText: card })).toHaveCount(1);
});
