import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { contentReport, formatProblem, validateContent } from "./validate";

const DATA_DIR = path.join(__dirname, "../../data");

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke at arbitrary YAML

/** A copy of the real data/ with one change applied, validated. */
function problemsAfter(file: string, change: (data: Yaml) => void): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-data-"));
  try {
    cpSync(DATA_DIR, dir, { recursive: true });
    const data = parse(readFileSync(path.join(dir, file), "utf8")) as Yaml;
    change(data);
    writeFileSync(path.join(dir, file), stringify(data));
    return validateContent(dir)
      .problems.map(formatProblem)
      .map((line) => line.replace(/ \(line \d+\)$/, ""));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function rawProblems(file: string, text: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-data-"));
  try {
    cpSync(DATA_DIR, dir, { recursive: true });
    writeFileSync(path.join(dir, file), text);
    return validateContent(dir).problems.map(formatProblem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the real content", () => {
  it("is valid", () => {
    expect(validateContent(DATA_DIR).problems).toEqual([]);
  });
});

const YOUTUBE_ID = "expected a YouTube video id: the 11 letters, digits, '-' or '_' after 'watch?v=' in a YouTube link";
const YOUTUBE_LINK = "expected an https:// link to a YouTube video or playlist (youtube.com/watch?v=… or youtu.be/…)";

describe.each<[string, string, (data: Yaml) => void, string]>([
  // free-courses.yaml
  [
    "free-courses.yaml",
    "a short video id",
    (d) => (d.sections[1].videos[0].youtubeId = "pszZ"),
    `data/free-courses.yaml: sections[1].videos[0].youtubeId: ${YOUTUBE_ID}, found "pszZ" (in "PHP crash course")`,
  ],
  [
    "free-courses.yaml",
    "a full link where the id belongs",
    (d) => (d.sections[0].videos[0].youtubeId = "https://youtu.be/qfPUMV9J5yw"),
    `data/free-courses.yaml: sections[0].videos[0].youtubeId: ${YOUTUBE_ID}, found "https://youtu.be/qfPUMV9J5yw" (in "Learn HTML in one video")`,
  ],
  [
    "free-courses.yaml",
    "a missing video title",
    (d) => delete d.sections[2].videos[1].title,
    `data/free-courses.yaml: sections[2].videos[1].title: required field is missing: expected a video title (in "lRercKJaAes")`,
  ],
  [
    "free-courses.yaml",
    "an empty video title",
    (d) => (d.sections[2].videos[1].title = "  "),
    `data/free-courses.yaml: sections[2].videos[1].title: expected a video title, not an empty value, found an empty value (in "  ")`,
  ],
  [
    "free-courses.yaml",
    "a misspelt field",
    (d) => {
      d.sections[3].videos[1].tittle = d.sections[3].videos[1].title;
    },
    `data/free-courses.yaml: sections[3].videos[1].tittle: unknown field 'tittle': check the spelling, or remove it (in "Python full course")`,
  ],
  [
    "free-courses.yaml",
    "a language not on the list",
    (d) => (d.sections[3].videos[1].language = "Klingon"),
    `data/free-courses.yaml: sections[3].videos[1].language: expected one of the languages Arabic, English, French, German, Spanish, Hindi, Turkish, found "Klingon" (in "Python full course")`,
  ],
  [
    "free-courses.yaml",
    "a malformed playlist id",
    (d) => (d.sections[2].videos[0].playlistId = "list=PL93"),
    `data/free-courses.yaml: sections[2].videos[0].playlistId: expected a YouTube playlist id: the part after 'list=' in a YouTube link, starting with PL, found "list=PL93" (in "Dart course, part 1")`,
  ],
  [
    "free-courses.yaml",
    "a section with no videos",
    (d) => (d.sections[6].videos = []),
    `data/free-courses.yaml: sections[6].videos: expected at least one video in each section, found an empty list (in "Cyber Security")`,
  ],
  [
    "free-courses.yaml",
    "a video listed twice",
    (d) => (d.sections[3].videos[1].youtubeId = "qfPUMV9J5yw"),
    `data/free-courses.yaml: sections[3].videos[1].youtubeId: expected a video shown once, but sections[0].videos[0] already shows it, found "qfPUMV9J5yw" (in "Python full course")`,
  ],
  [
    "free-courses.yaml",
    "two sections with one title",
    (d) => (d.sections[4].title = "python learning"),
    `data/free-courses.yaml: sections[4].title: expected a section title used once, but sections[3] has the same title, found "python learning" (in "python learning")`,
  ],
  [
    "free-courses.yaml",
    "sections written as a mapping",
    (d) => (d.sections = { title: "x" }),
    `data/free-courses.yaml: sections: expected a list of sections, found a group of fields (in "x")`,
  ],
  // top-rated.yaml
  [
    "top-rated.yaml",
    "an http: link",
    (d) => (d.courses[0].link = "http://www.youtube.com/watch?v=4OGWPn-Q__I"),
    `data/top-rated.yaml: courses[0].link: ${YOUTUBE_LINK}, found "http://www.youtube.com/watch?v=4OGWPn-Q__I" (in "Intro In HTML & CSS")`,
  ],
  [
    "top-rated.yaml",
    "a javascript: link",
    (d) => (d.courses[1].link = "javascript:alert(1)"),
    `data/top-rated.yaml: courses[1].link: ${YOUTUBE_LINK}, found "javascript:alert(1)" (in "Intro To Python")`,
  ],
  [
    "top-rated.yaml",
    "a relative link",
    (d) => (d.courses[2].link = "/Free"),
    `data/top-rated.yaml: courses[2].link: ${YOUTUBE_LINK}, found "/Free" (in "JavaScript Essentials")`,
  ],
  [
    "top-rated.yaml",
    "a link to another site",
    (d) => (d.courses[3].link = "https://vimeo.com/12345"),
    `data/top-rated.yaml: courses[3].link: ${YOUTUBE_LINK}, found "https://vimeo.com/12345" (in "Flutter basics")`,
  ],
  [
    "top-rated.yaml",
    "a missing instructor",
    (d) => delete d.courses[1].instructor,
    `data/top-rated.yaml: courses[1].instructor: required field is missing: expected the instructor's name (in "Intro To Python")`,
  ],
  [
    "top-rated.yaml",
    "'See all' pointing at a page that does not exist",
    (d) => (d.seeAll.path = "/free"),
    `data/top-rated.yaml: seeAll.path: expected one of the site's pages /, /Free, /Paid, /Contact, found "/free" (in "See All Videos")`,
  ],
  // site.yaml
  [
    "site.yaml",
    "a local phone number",
    (d) => (d.contact.phone = "0100 000 0000"),
    `data/site.yaml: contact.phone: expected a phone number in international format: '+', country code and number, e.g. +20 100 000 0000, found "0100 000 0000"`,
  ],
  [
    "site.yaml",
    "a WhatsApp number as a link",
    (d) => (d.contact.whatsapp = "https://wa.me/201000000000"),
    `data/site.yaml: contact.whatsapp: expected a phone number in international format: '+', country code and number, e.g. +20 100 000 0000, found "https://wa.me/201000000000"`,
  ],
  [
    "site.yaml",
    "an e-mail address without a domain",
    (d) => (d.contact.email = "hello@"),
    `data/site.yaml: contact.email: expected an e-mail address like hello@example.com, found "hello@"`,
  ],
  [
    "site.yaml",
    "a navigation link to a missing page",
    (d) => (d.nav[1].path = "/Courses"),
    `data/site.yaml: nav[1].path: expected one of the site's pages /, /Free, /Paid, /Contact, found "/Courses" (in "Free courses")`,
  ],
  [
    "site.yaml",
    "a missing footer line",
    (d) => delete d.footer.copyright,
    `data/site.yaml: footer.copyright: required field is missing: expected a copyright line`,
  ],
  // home.yaml, logos.yaml, pages.yaml
  [
    "home.yaml",
    "an icon that does not exist",
    (d) => (d.features.items[3].icon = "bootstrap:stra-fill"),
    `data/home.yaml: features.items[3].icon: expected an icon that exists in simple-icons (simple:SLUG) or Bootstrap Icons (bootstrap:NAME), found "bootstrap:stra-fill" (in "Best Videos")`,
  ],
  [
    "logos.yaml",
    "an icon name without its set",
    (d) => (d.tiles[7].icon = "python"),
    `data/logos.yaml: tiles[7].icon: expected an icon name like 'simple:python' or 'bootstrap:star-fill', found "python" (in "Python")`,
  ],
  [
    "logos.yaml",
    "a number where a name belongs",
    (d) => (d.tiles[0].name = 5),
    `data/logos.yaml: tiles[0].name: expected the technology's name, found 5`,
  ],
  [
    "pages.yaml",
    "a missing page heading",
    (d) => delete d.paid.heading,
    `data/pages.yaml: paid.heading: required field is missing: expected a heading (in "Paid courses")`,
  ],
])("%s with %s", (file, _fault, change, expected) => {
  it("is reported with its file, path and what was expected", () => {
    expect(problemsAfter(file, change)).toEqual([expected]);
  });
});

describe("reporting", () => {
  it("lists every problem in every file at once", () => {
    const problems = [
      ...problemsAfter("free-courses.yaml", (d) => {
        d.sections[0].videos[0].youtubeId = "bad";
        d.sections[1].videos[0].youtubeId = "bad2";
      }),
    ];
    expect(problems).toHaveLength(2);
  });

  it("names the file and line of a YAML syntax error", () => {
    expect(rawProblems("home.yaml", "hero:\n  headline: [All in One\n")).toEqual([
      expect.stringMatching(/^data\/home\.yaml: the YAML cannot be read: .+ \(line \d+\)$/),
    ]);
  });

  it("reports a missing file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "corsi-data-"));
    cpSync(DATA_DIR, dir, { recursive: true });
    rmSync(path.join(dir, "logos.yaml"));
    expect(validateContent(dir).problems.map(formatProblem)).toEqual([
      "data/logos.yaml: the file is missing: expected it in data/",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives the line of each problem and a headline that says nothing was built", () => {
    const report = contentReport([
      { file: "site.yaml", path: "contact.email", message: "expected an e-mail address", line: 18 },
    ]);
    expect(report).toBe(
      "The content in data/ has 1 problem; nothing was built:\n  - data/site.yaml: contact.email: expected an e-mail address (line 18)",
    );
  });
});
