import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { STALE_PRICE_DAYS } from "./paidChecks";
import { paidFiles, validateContent } from "./validate";
import { formatProblem, warningsReport } from "./problem";

/** Fixture content: paid courses of its own (the site has none today). */
const DATA_DIR = path.join(__dirname, "../../e2e/fixtures/data");
const COURSE = "paid/complete-react.yaml";
/** The day the checks run on, so a fixture's date never becomes "long ago" with the calendar. */
const TODAY = new Date("2026-11-25T12:00:00Z");

type Yaml = Record<string, unknown>;

/** The fixtures with the course changed (or written as `text`), validated on TODAY. */
function after(change: ((course: Yaml) => void) | string, today = TODAY) {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-paid-"));
  try {
    cpSync(DATA_DIR, dir, { recursive: true });
    const file = path.join(dir, COURSE);
    if (typeof change === "string") writeFileSync(file, change);
    else {
      const course = parse(readFileSync(file, "utf8")) as Yaml;
      change(course);
      writeFileSync(file, stringify(course));
    }
    const { problems, warnings } = validateContent(dir, { today });
    const lines = (list: typeof problems) => list.map(formatProblem).map((line) => line.replace(/ \(line \d+\)$/, ""));
    return { problems: lines(problems), warnings: lines(warnings) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const IN = '(in "Complete React Developer")';

describe("a paid course", () => {
  it("of the fixtures is valid, and the course is found", () => {
    expect(paidFiles(DATA_DIR)).toContain(COURSE);
    expect(after(() => undefined)).toEqual({ problems: [], warnings: [] });
  });

  it("is optional: a missing folder is no problem", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "corsi-paid-"));
    try {
      cpSync(DATA_DIR, dir, { recursive: true });
      rmSync(path.join(dir, "paid"), { recursive: true });
      // The fixture paths name paid courses; without them, they would rightly be refused.
      rmSync(path.join(dir, "paths"), { recursive: true });
      expect(paidFiles(dir)).toEqual([]);
      expect(validateContent(dir, { today: TODAY }).problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each<[string, (course: Yaml) => void, string]>([
  [
    "a currency that is not ISO 4217",
    (c) => (c.currency = "XYZ"),
    `data/${COURSE}: currency: expected an ISO 4217 currency code, like EGP, USD or EUR, found "XYZ" ${IN}`,
  ],
  [
    "a currency written in another way",
    (c) => (c.currency = "$"),
    `data/${COURSE}: currency: expected an ISO 4217 currency code, three capital letters like EGP, USD or EUR, found "$" ${IN}`,
  ],
  [
    "an added day to come",
    (c) => (c.added = "2026-12-01"),
    `data/${COURSE}: added: expected the day it was added to Corsi, not a day to come (today is 2026-11-25), found "2026-12-01" ${IN}`,
  ],
  [
    "a price of 0",
    (c) => (c.price = 0),
    `data/${COURSE}: price: expected a price, a number greater than 0, found 0 ${IN}`,
  ],
  [
    "a price that is not a number",
    (c) => (c.price = "19.99 USD"),
    `data/${COURSE}: price: expected a price, a number greater than 0, found "19.99 USD" ${IN}`,
  ],
  [
    "a link that is not https",
    (c) => (c.url = "http://www.udemy.com/course/react/"),
    `data/${COURSE}: url: expected an https:// link to the course's own page, found "http://www.udemy.com/course/react/" ${IN}`,
  ],
  [
    "a link to YouTube",
    (c) => (c.url = "https://www.youtube.com/watch?v=pszZ2BKm2Bk"),
    `data/${COURSE}: url: expected a link to the course's page where it is sold, not YouTube (a YouTube video is a free video, in a topic), found "https://www.youtube.com/watch?v=pszZ2BKm2Bk" ${IN}`,
  ],
  [
    "an unknown topic",
    (c) => (c.topic = "react"),
    `data/${COURSE}: topic: expected a topic's file name in data/topics/ without .yaml (c, cpp, csharp, go, javascript, kotlin, learn-python-arabic, web-development), found "react" ${IN}`,
  ],
  [
    "a price checked on a day to come",
    (c) => (c.priceCheckedOn = "2026-11-26"),
    `data/${COURSE}: priceCheckedOn: expected the day you last saw the price, not a day to come (today is 2026-11-25), found "2026-11-26" ${IN}`,
  ],
  [
    "a price checked on something that is not a date",
    (c) => (c.priceCheckedOn = "last week"),
    `data/${COURSE}: priceCheckedOn: expected a date written YYYY-MM-DD, e.g. 2026-11-20, found "last week" ${IN}`,
  ],
  [
    "a missing required field",
    (c) => delete c.instructor,
    `data/${COURSE}: instructor: required field is missing: expected the instructor's name ${IN}`,
  ],
  [
    "an unknown field",
    (c) => (c.discount = "50%"),
    `data/${COURSE}: discount: unknown field 'discount': check the spelling, or remove it ${IN}`,
  ],
  [
    "a picture that does not exist",
    (c) => (c.image = "cover.jpg"),
    `data/${COURSE}: image: expected a picture's file name in data/paid/, beside this file, found "cover.jpg" (no such file there) ${IN}`,
  ],
  [
    "a picture elsewhere",
    (c) => (c.image = "../topics/go.yaml"),
    `data/${COURSE}: image: expected a picture's file name in data/paid/, beside this file, found "../topics/go.yaml" (no such file there) ${IN}`,
  ],
  [
    "a file that is not a picture",
    (c) => (c.image = "python-from-zero.yaml"),
    `data/${COURSE}: image: expected a picture (.jpg, .jpeg, .png, .webp, .avif), found "python-from-zero.yaml" ${IN}`,
  ],
  [
    "an unknown level",
    (c) => (c.level = "expert"),
    `data/${COURSE}: level: expected one of the levels beginner, intermediate, advanced, found "expert" ${IN}`,
  ],
  [
    "hours that are not positive",
    (c) => (c.hours = -3),
    `data/${COURSE}: hours: expected a number of hours, a number greater than 0, found -3 ${IN}`,
  ],
  [
    "sponsored that is not true or false",
    (c) => (c.sponsored = "yes"),
    `data/${COURSE}: sponsored: expected true or false, found "yes" ${IN}`,
  ],
])("a paid course with %s", (_what, change, expected) => {
  it("is refused, naming file, field and what is expected", () => {
    expect(after(change).problems).toEqual([expected]);
  });
});

describe("every problem of a paid course at once", () => {
  it("lists the schema's and the other files' problems together", () => {
    const { problems } = after((c) => {
      c.currency = "usd";
      c.topic = "nowhere";
      c.image = "missing.png";
      delete c.provider;
    });
    expect(problems.map((line) => line.split(": ")[1])).toEqual(["provider", "currency", "topic", "image"]);
  });
});

describe("a price checked long ago", () => {
  const checkedOn = (days: number) => new Date(TODAY.getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  it(`is a warning naming the file after ${STALE_PRICE_DAYS} days, not a problem`, () => {
    const { problems, warnings } = after((c) => (c.priceCheckedOn = checkedOn(STALE_PRICE_DAYS + 1)));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `data/${COURSE}: priceCheckedOn: the price was last checked on ${checkedOn(STALE_PRICE_DAYS + 1)}, ${STALE_PRICE_DAYS + 1} days ago (more than ${STALE_PRICE_DAYS}): check it on the seller's page, then update price and priceCheckedOn ${IN}`,
    ]);
    expect(warningsReport(validateContent(DATA_DIR, { today: new Date("2030-01-01") }).warnings)).toMatch(
      /^The content in data\/ has \d+ warnings:\n {2}- data\/paid\//,
    );
  });

  it(`is no warning at ${STALE_PRICE_DAYS} days`, () => {
    expect(after((c) => (c.priceCheckedOn = checkedOn(STALE_PRICE_DAYS))).warnings).toEqual([]);
  });
});
