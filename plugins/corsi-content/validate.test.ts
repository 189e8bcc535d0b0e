import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type * as YamlModule from "yaml";
import { parse, parseDocument } from "yaml";
import { validateContent } from "./validate";
import { contentReport, formatProblem } from "./problem";
import { listedVideos } from "./catalogOrder";
import { contentCopy, DATA_DIR, problemsAfter, rawProblems, REAL_DATA_DIR, type Yaml } from "./testContent";

// The parser itself, counted: a known topic file must not be parsed again to list its videos.
jest.mock("yaml", () => {
  const actual = jest.requireActual<typeof YamlModule>("yaml");
  return { ...actual, parseDocument: jest.fn(actual.parseDocument) };
});
const parsing = jest.mocked(parseDocument);

/** The navigation's links, as data/site.yaml lists them: the count a missing Arabic one is reported against. */
const NAV_LINKS = (parse(readFileSync(path.join(REAL_DATA_DIR, "site.yaml"), "utf8")) as Yaml).en.nav.length as number;

describe("the content", () => {
  it("of the site is valid", () => {
    expect(validateContent(REAL_DATA_DIR).problems).toEqual([]);
  });

  it("of the test fixtures is valid", () => {
    expect(validateContent(DATA_DIR).problems).toEqual([]);
  });
});

const YOUTUBE_ID = "expected a YouTube video id: the 11 letters, digits, '-' or '_' after 'watch?v=' in a YouTube link";
const YOUTUBE_LINK = "expected an https:// link to a YouTube video or playlist (youtube.com/watch?v=… or youtu.be/…)";

describe.each<[string, string, (data: Yaml) => void, string]>([
  // topics/*.yaml
  [
    "topics/web-development.yaml",
    "a short video id",
    (d) => (d.videos[1].youtubeId = "pszZ"),
    `data/topics/web-development.yaml: videos[1].youtubeId: ${YOUTUBE_ID}, found "pszZ" (in "Learn CSS in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a full link where the id belongs",
    (d) => (d.videos[0].youtubeId = "https://youtu.be/qfPUMV9J5yw"),
    `data/topics/web-development.yaml: videos[0].youtubeId: ${YOUTUBE_ID}, found "https://youtu.be/qfPUMV9J5yw" (in "Learn HTML in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a missing video title",
    (d) => delete d.videos[2].title,
    `data/topics/web-development.yaml: videos[2].title: required field is missing: expected a video title (in "fixVid00003")`,
  ],
  [
    "topics/web-development.yaml",
    "an empty video title",
    (d) => (d.videos[2].title = "  "),
    `data/topics/web-development.yaml: videos[2].title: expected a video title, not an empty value, found an empty value (in "  ")`,
  ],
  [
    "topics/web-development.yaml",
    "a misspelt field",
    (d) => {
      d.videos[1].tittle = d.videos[1].title;
    },
    `data/topics/web-development.yaml: videos[1].tittle: unknown field 'tittle': check the spelling, or remove it (in "Learn CSS in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a language not on the list",
    (d) => (d.videos[1].language = "Klingon"),
    `data/topics/web-development.yaml: videos[1].language: expected one of the languages Arabic, English, French, German, Spanish, Hindi, Turkish, found "Klingon" (in "Learn CSS in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a malformed playlist id",
    (d) => (d.videos[3].playlistId = "list=PL93"),
    `data/topics/web-development.yaml: videos[3].playlistId: expected a YouTube playlist id: the part after 'list=' in a YouTube link (it starts with PL, UU, LL, FL, OL or RD), found "list=PL93" (in "HTML & CSS website project")`,
  ],
  [
    "topics/web-development.yaml",
    "a video added on a day to come",
    (d) => (d.videos[1].added = "2999-01-01"),
    `data/topics/web-development.yaml: videos[1].added: expected the day it was added to Corsi, not a day to come (today is ${new Date().toISOString().slice(0, 10)}), found "2999-01-01" (in "Learn CSS in one video")`,
  ],
  [
    "topics/c.yaml",
    "a topic with no videos",
    (d) => (d.videos = []),
    `data/topics/c.yaml: videos: expected at least one video in each topic, found an empty list (in "C Learning")`,
  ],
  [
    "topics/web-development.yaml",
    "a video listed twice in one topic",
    (d) => (d.videos[4].youtubeId = "fixVid00001"),
    `data/topics/web-development.yaml: videos[4].youtubeId: expected a video listed once in a topic, but videos[0] is the same video, found "fixVid00001" (in "Accessible forms in practice")`,
  ],
  [
    "topics/c.yaml",
    "a topic without a position",
    (d) => delete d.position,
    `data/topics/c.yaml: position: required field is missing: expected a whole number for the topic's place in the list (in "C Learning")`,
  ],
  [
    "topics/c.yaml",
    "a slug with no letter or digit",
    (d) => (d.slug = "---"),
    `data/topics/c.yaml: slug: expected an address with at least one letter or digit, found "---" (in "C Learning")`,
  ],
  [
    "topics/learn-python-arabic.yaml",
    "a title with no letter or digit and no slug",
    (d) => (d.title = "!!!"),
    `data/topics/learn-python-arabic.yaml: slug: expected a slug: the title has no letter or digit to make an address from, found nothing (in "!!!")`,
  ],
  [
    "topics/cpp.yaml",
    "two topics with one address",
    (d) => (d.title = "c  learning"),
    `data/topics/cpp.yaml: title: expected an address no other topic has, but data/topics/c.yaml also gets /Free/c-learning: change the title or give one of them a different 'slug' (in "c  learning")`,
  ],
  [
    "topics/csharp.yaml",
    "a slug another topic's title makes",
    (d) => (d.slug = "C-Learning"),
    `data/topics/csharp.yaml: slug: expected an address no other topic has, but data/topics/c.yaml also gets /Free/c-learning: change the title or give one of them a different 'slug' (in "C# Learning")`,
  ],
  [
    "topics/web-development.yaml",
    "videos written as a mapping",
    (d) => (d.videos = { title: "x" }),
    `data/topics/web-development.yaml: videos: expected a list of videos, found a group of fields (in "x")`,
  ],
  // top-rated.yaml
  [
    "top-rated.yaml",
    "an http: link",
    (d) => (d.en.courses[0].link = "http://www.youtube.com/watch?v=4OGWPn-Q__I"),
    `data/top-rated.yaml: en.courses[0].link: ${YOUTUBE_LINK}, found "http://www.youtube.com/watch?v=4OGWPn-Q__I" (in "Intro In HTML & CSS")`,
  ],
  [
    "top-rated.yaml",
    "a javascript: link",
    (d) => (d.en.courses[1].link = "javascript:alert(1)"),
    `data/top-rated.yaml: en.courses[1].link: ${YOUTUBE_LINK}, found "javascript:alert(1)" (in "Intro To Python")`,
  ],
  [
    "top-rated.yaml",
    "a relative link",
    (d) => (d.en.courses[2].link = "/Free"),
    `data/top-rated.yaml: en.courses[2].link: ${YOUTUBE_LINK}, found "/Free" (in "JavaScript Essentials")`,
  ],
  [
    "top-rated.yaml",
    "a link to another site",
    (d) => (d.en.courses[3].link = "https://vimeo.com/12345"),
    `data/top-rated.yaml: en.courses[3].link: ${YOUTUBE_LINK}, found "https://vimeo.com/12345" (in "Flutter basics")`,
  ],
  [
    "top-rated.yaml",
    "a missing instructor",
    (d) => delete d.en.courses[1].instructor,
    `data/top-rated.yaml: en.courses[1].instructor: required field is missing: expected the instructor's name (in "Intro To Python")`,
  ],
  [
    "top-rated.yaml",
    "'See all' pointing at a page that does not exist",
    (d) => (d.en.seeAll.path = "/free"),
    `data/top-rated.yaml: en.seeAll.path: expected one of the site's pages /, /Free, /Paid, /Contact, /Saved, /Paths, /New, found "/free" (in "See All Videos")`,
  ],
  // site.yaml
  [
    "site.yaml",
    "a local phone number",
    (d) => (d.en.contact.phone = "0100 000 0000"),
    `data/site.yaml: en.contact.phone: expected a phone number in international format: '+', country code and number, e.g. +20 100 000 0000, found "0100 000 0000"`,
  ],
  [
    "site.yaml",
    "a WhatsApp number as a link",
    (d) => (d.en.contact.whatsapp = "https://wa.me/201000000000"),
    `data/site.yaml: en.contact.whatsapp: expected a phone number in international format: '+', country code and number, e.g. +20 100 000 0000, found "https://wa.me/201000000000"`,
  ],
  [
    "site.yaml",
    "an e-mail address without a domain",
    (d) => (d.en.contact.email = "hello@"),
    `data/site.yaml: en.contact.email: expected an e-mail address like hello@example.com, found "hello@"`,
  ],
  [
    "site.yaml",
    "a navigation link to a missing page",
    (d) => (d.en.nav[1].path = "/Courses"),
    `data/site.yaml: en.nav[1].path: expected one of the site's pages /, /Free, /Paid, /Contact, /Saved, /Paths, /New, found "/Courses" (in "Free courses")`,
  ],
  [
    "site.yaml",
    "a missing footer line",
    (d) => delete d.en.footer.copyright,
    `data/site.yaml: en.footer.copyright: required field is missing: expected a copyright line`,
  ],
  // home.yaml, logos.yaml, pages.yaml
  [
    "home.yaml",
    "an icon that does not exist",
    (d) => (d.en.features.items[3].icon = "bootstrap:stra-fill"),
    `data/home.yaml: en.features.items[3].icon: expected an icon that exists in simple-icons (simple:SLUG) or Bootstrap Icons (bootstrap:NAME), found "bootstrap:stra-fill" (in "Best Videos")`,
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
    "a count text without its plural forms",
    (d) => (d.en.topic.text = "{count} videos"),
    `data/pages.yaml: en.topic.text: expected a text in each plural form, 'one:' and 'other:', found "{count} videos" (in "{topic}: free video courses")`,
  ],
  [
    "pages.yaml",
    "a text without the place the site fills in",
    (d) => (d.en.free.allVideosLink = "All {count} videos"),
    `data/pages.yaml: en.free.allVideosLink: expected a link text that contains {topic}, found "All {count} videos" (in "Free courses")`,
  ],
  [
    "pages.yaml",
    "a missing page heading",
    (d) => delete d.en.paid.heading,
    `data/pages.yaml: en.paid.heading: required field is missing: expected a heading (in "Paid courses")`,
  ],
  // The Arabic block of a translated file: every English text, in the same places, and nothing else
  [
    "pages.yaml",
    "a text the English block has and the Arabic one lacks",
    (d) => delete d.ar.free.search.label,
    `data/pages.yaml: ar.free.search.label: required field is missing: expected a label for the search field (in "الدورات المجانية")`,
  ],
  [
    "pages.yaml",
    "a translated text without the place the site fills in",
    (d) => (d.ar.topic.pagination.page = "الصفحة {page}"),
    `data/pages.yaml: ar.topic.pagination.page: expected a label that contains {pages}, found "الصفحة {page}" (in "صفحات هذا الموضوع")`,
  ],
  [
    "site.yaml",
    "an address in the Arabic block, which only the English one gives",
    (d) => (d.ar.nav[0].path = "/"),
    `data/site.yaml: ar.nav[0].path: unknown field 'path': check the spelling, or remove it (in "الرئيسية")`,
  ],
  [
    "site.yaml",
    "a navigation link fewer in Arabic than in English",
    (d) => d.ar.nav.pop(),
    `data/site.yaml: ar.nav: expected ${NAV_LINKS} entries, one for each in en.nav, found ${NAV_LINKS - 1}`,
  ],
  [
    "home.yaml",
    "an empty Arabic feature text",
    (d) => (d.ar.features.items[2].text = " "),
    `data/home.yaml: ar.features.items[2].text: expected a sentence, not an empty value, found an empty value (in "تعلّم مجاني")`,
  ],
  [
    "top-rated.yaml",
    "no Arabic block",
    (d) => delete d.ar,
    `data/top-rated.yaml: ar: required field is missing: expected the texts in 'ar': every text of 'en', in the same places`,
  ],
])("%s with %s", (file, _fault, change, expected) => {
  it("is reported with its file, path and what was expected", () => {
    expect(problemsAfter(file, change)).toEqual([expected]);
  });
});

describe("reporting", () => {
  it("lists every problem in every file at once", () => {
    const problems = [
      ...problemsAfter("topics/web-development.yaml", (d) => {
        d.videos[0].youtubeId = "bad";
        d.videos[1].youtubeId = "bad2";
        d.position = 0;
      }),
    ];
    expect(problems).toHaveLength(3);
  });

  it("names the file and line of a YAML syntax error", () => {
    expect(rawProblems("home.yaml", "en:\n  hero:\n    headline: [All in One\n")).toEqual([
      expect.stringMatching(/^data\/home\.yaml: the YAML cannot be read: .+ \(line \d+\)$/),
    ]);
  });

  it("reports a missing file", () => {
    const dir = contentCopy();
    rmSync(path.join(dir, "logos.yaml"));
    expect(validateContent(dir, { texts: dir }).problems.map(formatProblem)).toEqual([
      "data/logos.yaml: the file is missing: expected it in data/",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("reports a catalog without topic files", () => {
    const dir = contentCopy();
    rmSync(path.join(dir, "topics"), { recursive: true });
    expect(validateContent(dir, { texts: dir }).problems.map(formatProblem)).toEqual([
      "data/topics/: no topic files: expected at least one .yaml file in data/topics/",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives the line of each problem and a headline that says nothing was built", () => {
    const report = contentReport([
      { file: "site.yaml", path: "en.contact.email", message: "expected an e-mail address", line: 18 },
    ]);
    expect(report).toBe(
      "The content in data/ has 1 problem; nothing was built:\n  - data/site.yaml: en.contact.email: expected an e-mail address (line 18)",
    );
  });
});

describe("a check that knows the last one's valid topic files", () => {
  it("reuses an unchanged file's content without reading it again, and checks a changed file afresh", () => {
    const dir = contentCopy();
    try {
      const first = validateContent(dir, { texts: dir });
      expect(first.problems).toEqual([]);
      const file = "topics/c.yaml";
      const [digest] = Object.entries(first.validTopics).find(([, content]) => content === first.data[file]) ?? [];
      expect(digest).toBeDefined();
      // What the earlier check kept is what this one hands on, unread: a marker in its place shows it was not parsed.
      const marker = { title: "kept from the last check", videos: [] };
      const known = { ...first.validTopics, [digest!]: marker };
      expect(validateContent(dir, { texts: dir, known }).data[file]).toBe(marker);
      // A changed file is read and checked again, whatever was known.
      const broken = readFileSync(path.join(dir, file), "utf8").replace(/youtubeId: \S+/, "youtubeId: not-an-id");
      writeFileSync(path.join(dir, file), broken);
      const again = validateContent(dir, { texts: dir, known });
      expect(again.problems.map(formatProblem).join("\n")).toContain(`data/${file}: videos[0].youtubeId`);
      expect(Object.values(again.validTopics)).not.toContain(marker);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists the videos of known files without parsing them; a line asked for parses its file once", () => {
    const first = validateContent(DATA_DIR, { texts: REAL_DATA_DIR });
    const known = validateContent(DATA_DIR, { texts: REAL_DATA_DIR, known: first.validTopics });
    parsing.mockClear(); // the interface texts are parsed on every check
    const videos = listedVideos(known);
    expect(videos.length).toBeGreaterThan(10);
    expect(parsing).not.toHaveBeenCalled();
    const lines = videos.filter(({ file }) => file === "data/topics/c.yaml").map((video) => video.line());
    expect(lines.length).toBeGreaterThan(1);
    expect(parsing).toHaveBeenCalledTimes(1);
    // The lines a check that parsed every file gives.
    expect(lines).toEqual(
      listedVideos(first)
        .filter(({ file }) => file === "data/topics/c.yaml")
        .map((video) => video.line()),
    );
    expect(lines.every((line, i) => line !== undefined && (i === 0 || line > lines[i - 1]!))).toBe(true);
  });
});
