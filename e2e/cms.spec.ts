import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { type LearningPath } from "../plugins/corsi-content/schema";
import { validateContent } from "../plugins/corsi-content/validate";
import { CATALOG_FOLDERS } from "../plugins/corsi-content/files";
import { ADMIN_CONTENT_SECURITY_POLICY, LOCAL_ADMIN_CONTENT_SECURITY_POLICY } from "../plugins/corsi-host/csp";
import { headersFor, readHeaderRules } from "../scripts/lib/hostRules";
import { startYouTubeApiServer, type YouTubeApiServer } from "../scripts/stand-ins/youtubeApi";
import { FIXTURE_DATA, FIXTURE_SITE, type FixtureTopic, TEXTS_DATA } from "./site";
import { readAdminTexts } from "../plugins/corsi-content/adminTexts";
import { applyFacts, idNote } from "../src/cms/videoEntry";
import { LOCAL_CMS_PORT, LOCAL_OEMBED_PORT, ROUTE_LIST, type Locale, YOUTUBE_OEMBED_ORIGIN } from "../src/siteManifest";

const ROOT = path.join(__dirname, "..");
/** What the widget says, baked into /admin's script from data/admin.yaml. */
const ADMIN_TEXTS = readAdminTexts(TEXTS_DATA);
const FILL_LABEL = ADMIN_TEXTS.fillButton;
/** The day the editor gives a video it adds (its `added`), read when the entry is saved. */
const today = () => new Date().toISOString().slice(0, 10);

test.describe("the content editor at /admin", () => {
  test.describe.configure({ mode: "serial" });
  let repo: string;
  let server: ChildProcess;
  /** YouTube's stand-in, whose oEmbed the fixture build's /admin asks (CORSI_OEMBED_ORIGIN). */
  let youtube: YouTubeApiServer;

  test.beforeAll(async () => {
    // A throwaway copy of data/ with the fixture catalog: the test never edits the real content.
    repo = mkdtempSync(path.join(tmpdir(), "corsi-cms-"));
    // The interface texts from data/, the catalog (topics, paid courses, paths) from the fixtures.
    const isCatalog = (source: string) => CATALOG_FOLDERS.some((folder) => source.includes(`/data/${folder}`));
    cpSync(TEXTS_DATA, path.join(repo, "data"), { recursive: true, filter: (source) => !isCatalog(source) });
    cpSync(FIXTURE_DATA, path.join(repo, "data"), { recursive: true });
    server = spawn(path.join(ROOT, "node_modules/.bin/decap-server"), [], {
      env: { ...process.env, PORT: String(LOCAL_CMS_PORT), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
      stdio: "pipe",
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on(
        "data",
        (chunk: Buffer) => chunk.toString().includes(`listening on port ${LOCAL_CMS_PORT}`) && resolve(),
      );
      server.on("exit", (code) => reject(new Error(`decap-server exited with ${code}`)));
    });
    youtube = await startYouTubeApiServer({ port: LOCAL_OEMBED_PORT });
  });

  test.afterAll(async () => {
    server?.kill();
    await youtube?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  /** The live region under the last video's id field (Decap's drag and drop keeps live regions of its own). */
  const widgetSays = (page: Page) => page.locator('p[role="status"]').last();

  /**
   * Pastes over what a field holds, as the owner does: in the field, select all, paste. (Playwright's fill selects
   * before it focuses, and Decap's text field puts its caret back on focus, so a second fill would add to the text.)
   */
  async function pasteOver(page: Page, field: Locator, text: string) {
    await field.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(text);
  }

  /** The topic file the tests edit, in the copy and in the fixtures. */
  const TOPIC_FILE = "topics/c.yaml";

  /** Logs in to the local backend, opens a topic and starts a new video at the end of its list. */
  async function addVideoToTopic(page: Page, baseURL: string | undefined, youtubeId: string, title: string) {
    // Decap uses its local backend only on localhost.
    const admin = `${baseURL?.replace("127.0.0.1", "localhost")}/admin/`;
    await page.goto(admin);
    await page.getByRole("button", { name: /login/i }).click();
    await page.getByText("Free courses: topics (/Free)").click();
    await page.goto(`${admin}#/collections/topics/entries/${path.basename(TOPIC_FILE, ".yaml")}`);
    await page.getByRole("button", { name: /Add video/ }).click();
    await page.getByLabel("YouTube video id").last().fill(youtubeId);
    await page.getByLabel("Title", { exact: true }).last().fill(title);
  }

  test("adds a video to a topic through the UI, and the saved YAML is valid content", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Every script the editor runs is the site's own, under /admin/: Decap's bundle and its chunks, copied at build.
    const scripts: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
    await addVideoToTopic(page, baseURL, "nzZkKoREEGx", "Network security basics");
    await page.getByLabel("Channel").last().fill("Test Channel");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const admin = new URL("/admin/", page.url()).href;
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.filter((url) => !url.startsWith(admin))).toEqual([]);

    const saved = parse(readFileSync(path.join(repo, "data", TOPIC_FILE), "utf8")) as FixtureTopic;
    const original = parse(readFileSync(path.join(FIXTURE_DATA, TOPIC_FILE), "utf8")) as FixtureTopic;
    expect(saved.videos.at(-1)).toEqual({
      youtubeId: "nzZkKoREEGx",
      title: "Network security basics",
      channel: "Test Channel",
      added: today(),
    });
    expect(saved.videos.slice(0, -1)).toEqual(original.videos);
    expect(saved.title).toBe(original.title);
    expect(validateContent(path.join(repo, "data")).problems).toEqual([]);
    // What the save did to the file, kept with the test's results (the CMS reformats YAML: not asserted).
    const { stdout } = spawnSync(
      "git",
      ["diff", "--no-index", path.join(FIXTURE_DATA, TOPIC_FILE), path.join(repo, "data", TOPIC_FILE)],
      { encoding: "utf8" },
    );
    await testInfo.attach("topic.yaml.diff", { body: stdout, contentType: "text/plain" });
  });

  test("creates a new topic with its first video as a file of its own", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const admin = `${baseURL?.replace("127.0.0.1", "localhost")}/admin/`;
    await page.goto(admin);
    await page.getByRole("button", { name: /login/i }).click();
    await page.goto(`${admin}#/collections/topics/new`);
    await page.getByLabel("Title", { exact: true }).first().fill("Rust Learning");
    await page.getByLabel("Position").fill("9");
    await page.getByRole("button", { name: /Add video/ }).click();
    await page.getByLabel("YouTube video id").last().fill("rustVid0001");
    await page.getByLabel("Title", { exact: true }).last().fill("Rust in one video");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const saved = parse(readFileSync(path.join(repo, "data/topics/rust-learning.yaml"), "utf8")) as FixtureTopic;
    expect(saved).toMatchObject({ title: "Rust Learning", position: 9 });
    expect(saved.videos).toEqual([{ youtubeId: "rustVid0001", title: "Rust in one video", added: today() }]);
    expect(validateContent(path.join(repo, "data")).problems).toEqual([]);
  });

  test("edits an interface file in English and Arabic side by side, writing only the Arabic block's text", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const file = path.join(repo, "data/site.yaml");
    const before = parse(readFileSync(file, "utf8")) as Record<Locale, { brand: string; contact?: object }>;
    const admin = `${baseURL?.replace("127.0.0.1", "localhost")}/admin/`;
    await page.goto(admin);
    await page.getByRole("button", { name: /login/i }).click();
    await page.goto(`${admin}#/collections/content/entries/site`);
    // Both languages' forms at once: the English brand in one, the Arabic in the other.
    const brand = page.getByLabel("Brand", { exact: true });
    await expect(brand).toHaveCount(2);
    await expect(brand.first()).toHaveValue(before.en.brand);
    await expect(brand.last()).toHaveValue(before.ar.brand);
    // The contact details are written once: only the English form shows them.
    await expect(page.getByLabel("E-mail", { exact: true }).filter({ visible: true })).toHaveCount(1);
    await testInfo.attach("editor.png", { body: await page.screenshot(), contentType: "image/png" });
    await brand.last().fill("كورسي للتعلم");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });

    const after = parse(readFileSync(file, "utf8")) as typeof before;
    expect(after.ar.brand).toBe("كورسي للتعلم");
    expect(after.en).toEqual(before.en);
    expect({ ...after.ar, brand: before.ar.brand }).toEqual(before.ar);
    expect(validateContent(path.join(repo, "data")).problems).toEqual([]);
  });

  test("edits a spelling in the search's names file, saving a file the check accepts", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const file = path.join(repo, "data/names.yaml");
    const before = parse(readFileSync(file, "utf8")) as { names: { name: string; spellings: string[] }[] };
    const admin = `${baseURL?.replace("127.0.0.1", "localhost")}/admin/`;
    await page.goto(admin);
    await page.getByRole("button", { name: /login/i }).click();
    await page.goto(`${admin}#/collections/names/entries/names`);
    // Its own collection, drawn open: every name and every spelling its own field, in the file's order.
    const first = before.names[0];
    await expect(page.getByLabel("Name", { exact: true }).filter({ visible: true })).toHaveCount(before.names.length);
    const spellings = page.getByLabel("Spelling", { exact: true }).filter({ visible: true });
    await expect(spellings).toHaveCount(before.names.flatMap((entry) => entry.spellings).length);
    await expect(spellings.first()).toHaveValue(first.spellings[0]);
    const last = first.spellings.length - 1;
    await spellings.nth(last).fill("جافا-سكربت");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
    const after = parse(readFileSync(file, "utf8")) as typeof before;
    expect(after.names[0]).toEqual({ name: first.name, spellings: [...first.spellings.slice(0, last), "جافا-سكربت"] });
    expect(after.names.slice(1)).toEqual(before.names.slice(1));
    expect(validateContent(path.join(repo, "data")).problems).toEqual([]);
  });

  test("keeps the ids of a pasted link, fills the title and channel from YouTube, and saves valid content", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const file = path.join(repo, "data", TOPIC_FILE);
    const before = parse(readFileSync(file, "utf8")) as FixtureTopic;
    youtube.requests.length = 0;
    // A video's share link, with YouTube's si= tracking: the id field keeps the id.
    await addVideoToTopic(page, baseURL, "https://youtu.be/fixAdd00001?si=Abc123", "");
    await expect(page.getByLabel("YouTube video id").last()).toHaveValue("fixAdd00001");
    await page.getByRole("button", { name: FILL_LABEL }).last().click();
    const facts = { title: "Git & GitHub: أساسيات للمبتدئين", channel: "Codezilla" };
    await expect(widgetSays(page)).toHaveText(
      applyFacts({ youtubeId: "fixAdd00001" }, facts, false, ADMIN_TEXTS).message,
    );
    await expect(page.getByLabel("Title", { exact: true }).last()).toHaveValue("Git & GitHub: أساسيات للمبتدئين");
    await expect(page.getByLabel("Channel").last()).toHaveValue("Codezilla");
    // A lesson's link opened from its playlist: the video's id and the playlist's, and the playlist's own title.
    await page.getByRole("button", { name: /Add video/ }).click();
    await page
      .getByLabel("YouTube video id")
      .last()
      .fill("https://www.youtube.com/watch?v=fixAdd00008&list=PLfixtureAdd0001&index=5");
    await expect(page.getByLabel("YouTube video id").last()).toHaveValue("fixAdd00008");
    await expect(page.getByLabel("Playlist id").last()).toHaveValue("PLfixtureAdd0001");
    await page.getByRole("button", { name: FILL_LABEL }).last().click();
    await expect(page.getByLabel("Title", { exact: true }).last()).toHaveValue("كوتلن من الصفر");
    await expect(page.getByLabel("Channel").last()).toHaveValue("Fixture Academy");
    await testInfo.attach("editor.png", { body: await page.screenshot(), contentType: "image/png" });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });

    // The editor's browser asked the stand-in, for the video, then for the playlist.
    expect(youtube.requests.map(({ endpoint, params }) => [endpoint, params.get("url")])).toEqual([
      ["oembed", "https://www.youtube.com/watch?v=fixAdd00001"],
      ["oembed", "https://www.youtube.com/playlist?list=PLfixtureAdd0001"],
    ]);
    const saved = parse(readFileSync(file, "utf8")) as FixtureTopic;
    expect(saved.videos.slice(-2)).toEqual([
      { youtubeId: "fixAdd00001", title: "Git & GitHub: أساسيات للمبتدئين", channel: "Codezilla", added: today() },
      {
        youtubeId: "fixAdd00008",
        title: "كوتلن من الصفر",
        channel: "Fixture Academy",
        playlistId: "PLfixtureAdd0001",
        added: today(),
      },
    ]);
    expect(saved.videos.slice(0, -2)).toEqual(before.videos);
    expect(validateContent(path.join(repo, "data")).problems).toEqual([]);
  });

  test("says why YouTube gave nothing, leaves the fields to type, and refuses a link that is no YouTube video's", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const file = path.join(repo, "data", TOPIC_FILE);
    const before = readFileSync(file, "utf8");
    const status = widgetSays(page);
    const title = page.getByLabel("Title", { exact: true }).last();
    const channel = page.getByLabel("Channel").last();
    // YouTube's answer without the header that lets another origin's page read it, as older reports describe.
    youtube.withholdCors(true);
    try {
      await addVideoToTopic(page, baseURL, "https://www.youtube.com/watch?v=fixAdd00002&t=42s", "");
      await expect(page.getByLabel("YouTube video id").last()).toHaveValue("fixAdd00002");
      await page.getByRole("button", { name: FILL_LABEL }).last().click();
      await expect(status).toHaveText(ADMIN_TEXTS.failures.unreachable);
      await expect(title).toHaveValue("");
      await expect(channel).toHaveValue("");
    } finally {
      youtube.withholdCors(false);
    }
    // A video YouTube does not have.
    await pasteOver(page, page.getByLabel("YouTube video id").last(), "https://youtu.be/fixDel00001");
    await page.getByRole("button", { name: FILL_LABEL }).last().click();
    await expect(status).toHaveText(ADMIN_TEXTS.failures.notFound);
    await expect(title).toHaveValue("");
    // A link that is no YouTube video's stays as pasted, the widget says why, and publishing refuses it.
    await pasteOver(page, page.getByLabel("YouTube video id").last(), "https://vimeo.com/76979871");
    await expect(status).toHaveText(idNote("https://vimeo.com/76979871", ADMIN_TEXTS) ?? "");
    await title.fill("A pasted link");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(/A YouTube video id is 11 letters, digits, - or _/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Entry saved")).toHaveCount(0);
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  test("creates a learning path whose courses are chosen from the catalog by title, and saves valid content", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const admin = `${baseURL?.replace("127.0.0.1", "localhost")}/admin/`;
    await page.goto(admin);
    await page.getByRole("button", { name: /login/i }).click();
    await page.getByText("Learning paths (/Paths)").click();
    await page.goto(`${admin}#/collections/paths/new`);
    const titleAr = page.getByLabel("Title in Arabic (العنوان بالعربية)");
    await page.getByLabel("Title", { exact: true }).first().fill("Pointers and pages");
    await titleAr.first().fill("المؤشرات والصفحات");
    await page.getByLabel("Level").fill("beginner");
    await page.keyboard.press("Enter");
    await page.getByLabel("Position").fill("4");
    await page.getByLabel("Description", { exact: true }).fill("From C's pointers to a web page.");
    await page.getByRole("button", { name: "Add step" }).click();
    await page.getByLabel("Title", { exact: true }).last().fill("First steps");
    await titleAr.last().fill("الخطوات الأولى");

    // A choice's menu (react-select's), open under the field being typed in.
    const offered = page.locator('[class*="-menu"] [class*="-option"]');
    /** Adds a course to the step, and in the field labelled `label`, types `typed` and chooses the title offered. */
    async function chooseCourse(label: string, typed: string, title: string) {
      await page.getByRole("button", { name: "Add course" }).click();
      await page.getByLabel(`${label} (optional)`).last().fill(typed);
      await offered.getByText(title, { exact: true }).click();
    }
    await chooseCourse("Video", "pointers", "Pointers in C");
    // The playlist courses offered are the topics' videos with a playlist id, and those only.
    await page.getByRole("button", { name: "Add course" }).click();
    await page.getByLabel("Playlist course (optional)").last().press("ArrowDown");
    await expect(offered.first()).toBeVisible();
    const topics = readdirSync(path.join(repo, "data/topics")).map(
      (file) => parse(readFileSync(path.join(repo, "data/topics", file), "utf8")) as FixtureTopic,
    );
    const playlistCourses = topics.flatMap(({ videos }) => videos.filter((video) => video.playlistId));
    expect((await offered.allInnerTexts()).sort()).toEqual(playlistCourses.map(({ title }) => title).sort());
    await page.getByLabel("Playlist course (optional)").last().fill("website");
    await offered.getByText("HTML & CSS website project", { exact: true }).click();
    await chooseCourse("Paid course", "react", "Complete React Developer");
    await testInfo.attach("editor.png", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });

    // Written as the ids the path's schema asks for: the video's, the playlist's, the paid course's file name.
    const saved = parse(readFileSync(path.join(repo, "data/paths/pointers-and-pages.yaml"), "utf8")) as LearningPath;
    expect(saved).toMatchObject({ title: "Pointers and pages", level: "beginner", position: 4 });
    expect(saved.steps).toEqual([
      {
        title: "First steps",
        titleAr: "الخطوات الأولى",
        courses: [{ video: "fixVid00022" }, { playlist: "PLfixturePlaylist01" }, { paid: "complete-react" }],
      },
    ]);
    expect(validateContent(path.join(repo, "data")).problems).toEqual([]);
  });

  test("/admin is noindex, has its own policy, and public pages keep the strict one", async ({ request }) => {
    const admin = await request.get("/admin/");
    expect(await admin.text()).toContain('<meta name="robots" content="none">');
    expect(admin.headers()["x-robots-tag"]).toBe("noindex");
    // This host lets the editor reach decap-server (--local-cms); the policy the build writes for the host does not.
    expect(admin.headers()["content-security-policy"]).toBe(LOCAL_ADMIN_CONTENT_SECURITY_POLICY);
    expect(admin.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const deployed = headersFor(await readHeaderRules(path.join(FIXTURE_SITE, "_headers")), "/admin/")[
      "Content-Security-Policy"
    ];
    expect(deployed).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect(deployed).toContain("'unsafe-eval'");
    expect(deployed).not.toContain("http:");
    // The editor alone may ask YouTube's oEmbed.
    expect(deployed).toContain(`connect-src 'self' https://api.github.com ${YOUTUBE_OEMBED_ORIGIN}`);
    for (const { path: route } of ROUTE_LIST) {
      const policy = (await request.get(route)).headers()["content-security-policy"];
      expect(policy, route).not.toContain("'unsafe-eval'");
      expect(policy, route).toContain("connect-src 'self';");
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("admin");
  });
});
