import { readdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { dayIn, priceIn } from "../plugins/corsi-content/price";
import { languageName } from "../src/content/languages";
import { LOCALE_LIST, localePath, ROUTES, type Locale } from "../src/siteManifest";
import {
  escapeRegExp,
  FIXTURE_DATA,
  filledText,
  readData,
  readTexts,
  readTopics,
  titleIn,
  waitForStart,
  watchPage,
} from "./site";

/*
 * Paid courses (data/paid/<slug>.yaml) on /Paid in both editions, on the topic pages, in search and in the learner's
 * list. Every expected text is read from the fixtures, so adding, removing or rewording a course keeps this green.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

interface FixturePaidCourse {
  file: string;
  title: string;
  titleAr?: string;
  topic: string;
  provider: string;
  instructor: string;
  url: string;
  language: string;
  price: number;
  currency: string;
  priceCheckedOn: string;
  level?: "beginner" | "intermediate" | "advanced";
  hours?: number;
  description?: string;
  descriptionAr?: string;
  sponsored?: boolean;
  image?: string;
}

interface PaidTexts {
  title: string;
  listHeading: string;
  inviteHeading: string;
  linkLabel: string;
  listYours: string;
  mail: { subject: string; body: string };
  card: {
    paid: string;
    instructor: string;
    levels: Record<string, string>;
    hours: { one: string; other: string };
    price: string;
    checkedOn: string;
    sponsored: string;
    link: string;
  };
}

const COURSES: FixturePaidCourse[] = readdirSync(path.join(FIXTURE_DATA, "paid"))
  .filter((file) => file.endsWith(".yaml"))
  .sort()
  .map((file) => ({ ...readData<Omit<FixturePaidCourse, "file">>(`paid/${file}`), file }));
const TOPICS = readTopics();
/** The topics with paid courses, in the catalog's order, each with its courses in their files' order. */
const PAID_TOPICS = TOPICS.map((topic) => ({
  topic,
  courses: COURSES.filter((course) => `${course.topic}.yaml` === topic.file),
})).filter(({ courses }) => courses.length > 0);
const EMAIL = readTexts<{ contact: { email: string } }>("site.yaml", "en").contact.email;

const texts = (locale: Locale) => readTexts<{ paid: PaidTexts }>("pages.yaml", locale).paid;
const siteTexts = (locale: Locale) =>
  readTexts<{ labels: { newTab: string }; learner: { save: string } }>("site.yaml", locale);
/** A filled text of data/ as part of a longer one. */
const partOf = (whole: RegExp) => new RegExp(whole.source.replace(/^\^|\$$/g, ""), "u");
const courseTitle = (course: FixturePaidCourse, locale: Locale) => titleIn(course, locale);
const card = (page: Page, course: FixturePaidCourse, locale: Locale) =>
  page
    .locator("main article")
    .filter({ has: page.getByRole("heading", { level: 3, name: courseTitle(course, locale), exact: true }) });

test("the fixtures hold what these tests need", () => {
  expect(new Set(COURSES.map((course) => course.currency)).size).toBeGreaterThanOrEqual(3);
  expect(COURSES.some((course) => course.sponsored)).toBe(true);
  expect(COURSES.some((course) => !course.sponsored)).toBe(true);
  expect(COURSES.some((course) => !course.image)).toBe(true);
  expect(COURSES.some((course) => course.image)).toBe(true);
  expect(COURSES.some((course) => course.level && course.hours)).toBe(true);
  expect(new Set(COURSES.map((course) => course.language)).size).toBeGreaterThanOrEqual(2);
});

for (const locale of LOCALE_LIST) {
  const text = texts(locale);
  const site = siteTexts(locale);
  const paidPath = localePath(locale, ROUTES.paid.path);

  test.describe(`/Paid (${locale})`, () => {
    test("lists the paid courses by topic in the catalog's order, each card with its facts and the seller's link", async ({
      page,
    }) => {
      const watch = watchPage(page);
      await page.goto(paidPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.listHeading);
      await expect(page.locator("main section h2").filter({ hasNotText: text.inviteHeading })).toHaveText(
        PAID_TOPICS.map(({ topic }) => titleIn(topic, locale)),
      );
      for (const { courses } of PAID_TOPICS)
        for (const course of courses) {
          const found = card(page, course, locale);
          await expect(found).toHaveCount(1);
          await expect(found).toContainText(course.provider);
          await expect(found).toContainText(
            partOf(filledText(text.card.instructor, { instructor: course.instructor })),
          );
          await expect(found).toContainText(languageName(course.language, locale));
          const price = priceIn(course.price, course.currency, locale);
          expect(price, "the currency by its code, in Western digits").toContain(course.currency);
          expect(price).not.toMatch(/[٠-٩]/);
          await expect(found).toContainText(text.card.price.replace("{price}", "").trim());
          await expect(found).toContainText(price.replace(/\u200f/g, ""), { useInnerText: true });
          await expect(found).toContainText(text.card.paid);
          await expect(
            found.getByText(filledText(text.card.checkedOn, { date: dayIn(course.priceCheckedOn, locale) })),
          ).toBeVisible();
          if (course.level) await expect(found).toContainText(text.card.levels[course.level]);
          const description = locale === "ar" ? (course.descriptionAr ?? course.description) : course.description;
          if (description) await expect(found).toContainText(description);
          const link = found.getByRole("link", {
            name: new RegExp(`${escapeRegExp(site.labels.newTab)}$`),
          });
          await expect(link).toHaveAttribute("href", course.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toContainText(course.provider);
          const rel = (await link.getAttribute("rel")) ?? "";
          expect(rel.split(" ").includes("sponsored"), `${course.file}: rel="${rel}"`).toBe(course.sponsored === true);
          expect(rel).toContain("noopener");
          await expect(found.getByText(text.card.sponsored, { exact: true })).toHaveCount(course.sponsored ? 1 : 0);
          // The picture, made at build and served by Corsi as WebP; without one, a drawn poster.
          const picture = found.locator("img");
          if (course.image) {
            await expect(picture).toHaveAttribute("src", /^\/static\/.+\.webp$/);
            await expect(picture).toHaveAttribute("loading", "lazy");
          } else {
            await expect(picture).toHaveCount(0);
            await expect(found.locator(".player-drawn")).toContainText(courseTitle(course, locale));
          }
        }
      // The invitation stays below the list, with the prepared e-mail and the Contact page.
      const invitation = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: text.inviteHeading }) });
      const mail = invitation.getByRole("link", { name: text.listYours });
      const href = new URL((await mail.getAttribute("href")) ?? "");
      expect(href.protocol).toBe("mailto:");
      expect(decodeURIComponent(href.pathname)).toBe(EMAIL);
      expect(href.searchParams.get("subject")).toBe(text.mail.subject);
      expect(href.searchParams.get("body")).toBe(text.mail.body);
      await expect(invitation.getByRole("link", { name: text.linkLabel })).toHaveAttribute(
        "href",
        localePath(locale, ROUTES.contact.path),
      );
      const below = await page.evaluate(() => {
        const cards = [...document.querySelectorAll("main article")];
        const section = document.querySelector("#paid-invitation");
        return (
          !!section && cards.every((one) => one.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      });
      expect(below, "the invitation comes after every card").toBe(true);
      watch.expectClean();
    });

    test("names each course for search engines (schema.org Course with a paid Offer)", async ({ page }) => {
      await page.goto(paidPath);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(text.title)}`));
      const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      const courses = json["@graph"] as Record<string, never>[];
      expect(courses.map((course) => course["name"]).sort()).toEqual(
        COURSES.map((course) => courseTitle(course, locale)).sort(),
      );
      for (const course of COURSES) {
        const listed = courses.find((entry) => entry["url"] === course.url) as unknown as {
          "@type": string;
          provider: { name: string };
          offers: { price: number; priceCurrency: string; category: string };
        };
        expect(listed["@type"]).toBe("Course");
        expect(listed.provider.name).toBe(course.provider);
        expect(listed.offers).toMatchObject({ price: course.price, priceCurrency: course.currency, category: "Paid" });
      }
    });

    test("the language filter applies to the paid courses", async ({ page }) => {
      await page.goto(paidPath);
      await waitForStart(page);
      const language = COURSES[0].language;
      const filter = page.locator(".language-filter select");
      await filter.selectOption({ label: languageName(language, locale) });
      for (const course of COURSES)
        await expect(card(page, course, locale)).toHaveCount(course.language === language ? 1 : 0);
      await filter.selectOption({ index: 0 });
      await expect(page.locator("main article")).toHaveCount(COURSES.length);
    });

    test("search finds a paid course by title, provider and instructor, marked as paid", async ({ page }) => {
      const course = COURSES.find((entry) => entry.sponsored) ?? COURSES[0];
      await page.goto(paidPath);
      await waitForStart(page);
      for (const word of [
        courseTitle(course, locale).split(" ")[0],
        course.provider.split(" ")[0],
        course.instructor.split(" ")[1],
      ]) {
        await page.getByRole("search").getByRole("searchbox").fill(word);
        const result = page.locator(".search-results li").filter({ hasText: courseTitle(course, locale) });
        await expect(result, word).toHaveCount(1);
        await expect(result).toContainText(text.listHeading);
        await expect(result.getByRole("link")).toHaveAttribute("href", new RegExp(`^${escapeRegExp(paidPath)}#paid-`));
      }
    });

    test("a paid course saved on its card is on /Saved with its price and link; nothing is asked of a seller", async ({
      page,
    }) => {
      const watch = watchPage(page);
      const course = COURSES.find((entry) => entry.sponsored) ?? COURSES[0];
      await page.goto(paidPath);
      await waitForStart(page);
      const save = page
        .getByRole("group", { name: courseTitle(course, locale), exact: true })
        .getByRole("button", { name: site.learner.save, exact: true });
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await page.goto(localePath(locale, ROUTES.saved.path));
      const saved = page.locator("main article").filter({ hasText: courseTitle(course, locale) });
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText(priceIn(course.price, course.currency, locale).replace(/\u200f/g, ""), {
        useInnerText: true,
      });
      const link = saved.getByRole("link", { name: new RegExp(escapeRegExp(course.provider)) });
      await expect(link).toHaveAttribute("href", course.url);
      await expect(link).toHaveAttribute("rel", course.sponsored ? /sponsored/ : /^noopener/);
      watch.expectClean();
    });
  });

  test(`a topic page with paid courses links to them on /Paid, a topic without any does not (${locale})`, async ({
    page,
  }) => {
    for (const topic of TOPICS) {
      const count = COURSES.filter((course) => `${course.topic}.yaml` === topic.file).length;
      await page.goto(localePath(locale, topic.path));
      const anyLink = page.locator(`main header a[href^="${paidPath}#"]`);
      await expect(anyLink, topic.file).toHaveCount(count > 0 ? 1 : 0);
      if (count === 0) continue;
      const forms = readTexts<{ topic: { paidLink: { one: string; other: string } } }>("pages.yaml", locale).topic
        .paidLink;
      await expect(anyLink).toHaveText(filledText(count === 1 ? forms.one : forms.other, { count }));
      const target = (await anyLink.getAttribute("href")) ?? "";
      await anyLink.click();
      await expect.poll(() => decodeURI(page.url())).toMatch(new RegExp(`${escapeRegExp(target)}$`));
      const section = page.locator(`section[id="${target.split("#")[1]}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(titleIn(topic, locale));
      await expect(section.locator("article")).toHaveCount(count);
    }
  });
}
