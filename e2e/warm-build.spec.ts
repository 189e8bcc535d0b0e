import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIXTURE_DATA, FIXTURE_SITE, fixtureBuildEnv } from "../scripts/lib/fixtureBuild";
import { gatsbyBuild } from "../scripts/lib/gatsbyBuild";
import { startThumbnailServer } from "../scripts/stand-ins/thumbnailHost";
import { startYouTubeApiServer } from "../scripts/stand-ins/youtubeApi";

/**
 * A warm build is never stale: after one combined edit of the catalog (a video added at the top of a topic, one removed,
 * one retitled, one moved to another topic, a topic deleted, a path edited), `gatsby build` on the kept .cache and
 * public/ writes exactly what a cold build of the edited catalog writes, file for file.
 *
 * The edited catalog is the fixture catalog, and its cold build is the one the other end-to-end tests serve:
 * FIXTURE_SITE, the copy of public/ `npm run build:fixtures` leaves (read here, never written). The builds here are made
 * in the project itself, on the .cache and public/ that fixture build left, as it made them (fixtureBuildEnv: the host's
 * environment, thumbnails and lessons from the same stand-ins), but from a catalog folder of the test's own: first that
 * catalog with the edit undone, checked to show it, then the edit, and a warm build on that cache.
 *
 * In the project, every module and page has the path the fixture build gave it. What is left is one token, put back to
 * the reference's as webpack's compilation hash is: the node ids pages' context names (NODE_IDS), since Gatsby names a
 * file's nodes by its absolute path, and the catalog's folder is the test's.
 */
const ROOT = path.join(__dirname, "..");

/** The YouTube ids a folder of topic files lists. */
function listedIds(folder: string): Set<string> {
  const text = readdirSync(folder)
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .join("\n");
  return new Set([...text.matchAll(/youtubeId: "?([\w-]{11})/g)].map(([, id]) => id));
}
/** The cold build of the edited catalog: the fixture build's. */
const REFERENCE = FIXTURE_SITE;

/**
 * Files a warm build may write otherwise than a cold one, each with its reason. Every other file must be the same,
 * and no file may be in one and not the other.
 */
const ALLOWED_DIFFERENCES: Record<string, string> = {
  "page-data/app-data.json":
    "only webpackCompilationHash: webpack hashes a compile from the cache otherwise than a cold compile of the same " +
    "modules, though every bundle is byte for byte the same (the bundles are compared, and every page with the hash " +
    "put back)",
};

/**
 * The one token a warm build writes otherwise, webpack's compilation hash (see ALLOWED_DIFFERENCES), put back to the cold
 * build's in a page, and the hash of each inline script that holds it in the Content-Security-Policy (`_headers`, and
 * the 404 page's own): what is left must be the same.
 */
function withColdCompilationHash(warmDir: string, coldDir: string): (file: string, text: string) => string {
  const hashOf = (dir: string) =>
    (JSON.parse(readFileSync(path.join(dir, "page-data/app-data.json"), "utf8")) as { webpackCompilationHash: string })
      .webpackCompilationHash;
  const [warmHash, coldHash] = [hashOf(warmDir), hashOf(coldDir)];
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?: [^>]*)?>([^<]+)<\/script>/g)].map(([, js]) => js);
  const sha = (js: string) => `sha256-${createHash("sha256").update(js).digest("base64")}`;
  const scriptHashes = new Map<string, string>();
  // Gatsby's script that holds it names the page too: one per page.
  for (const file of readdirSync(warmDir, { recursive: true }) as string[])
    if (file.endsWith(".html") && statSync(path.join(warmDir, file)).isFile())
      for (const js of inlineScripts(readFileSync(path.join(warmDir, file), "utf8")))
        if (js.includes(warmHash)) scriptHashes.set(sha(js), sha(js.replaceAll(warmHash, coldHash)));
  return (_file, text) =>
    inPolicyOrder(
      [...scriptHashes].reduce(
        (page, [warm, cold]) => page.replaceAll(warm, cold),
        text.replaceAll(warmHash, coldHash),
      ),
    );
}

/** A policy's script hashes in one order (the adapter sorts them; a hash put back may sort elsewhere). */
function inPolicyOrder(text: string): string {
  return text.replace(/(?:'sha256-[A-Za-z0-9+/=]+'(?: |(?=[;"])))+/g, (run) =>
    run
      .trim()
      .split(" ")
      .sort()
      .join(" ")
      .concat(run.endsWith(" ") ? " " : ""),
  );
}

/**
 * NODE_IDS: the nodes each page's context names, in order (a topic's or a path's `id`, /Paid's courses' `ids`), by
 * page-data file. Gatsby names a file's nodes by the file's absolute path, so another catalog folder names them otherwise.
 */
function contextIds(dir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of readdirSync(path.join(dir, "page-data"), { recursive: true }) as string[]) {
    if (path.basename(file) !== "page-data.json") continue;
    const { result } = JSON.parse(readFileSync(path.join(dir, "page-data", file), "utf8")) as {
      result: { pageContext?: { id?: string; ids?: string[] } };
    };
    const { id, ids = [] } = result.pageContext ?? {};
    pages.set(`page-data/${file}`, id === undefined ? ids : [id]);
  }
  return pages;
}

/**
 * The warm build's node ids put back to the reference's, in the pages' context alone, by one map that must be one to
 * one: an id stands for the one the reference's same page names in its place, the same on every page, and no two ids
 * for one. So a page that names a stale or another node is not mapped away: it breaks the map (`conflicts`), or differs.
 */
function withReferenceNodeIds(warmDir: string, referenceDir: string) {
  const reference = contextIds(referenceDir);
  const [map, back] = [new Map<string, string>(), new Map<string, string>()];
  const conflicts: string[] = [];
  for (const [file, ids] of contextIds(warmDir))
    ids.forEach((id, i) => {
      const to = reference.get(file)?.[i];
      if (to === undefined) return;
      if ((map.get(id) ?? to) !== to || (back.get(to) ?? id) !== id) conflicts.push(`${file}: ${id} for ${to}`);
      map.set(id, to);
      back.set(to, id);
    });
  const text = (file: string, page: string) =>
    /(^|\/)page-data\.json$/.test(file)
      ? page.replace(/"pageContext":\{[^{}]*\}/, (context) =>
          context.replace(/"([0-9a-f-]{36})"/g, (_quoted, id: string) => `"${map.get(id) ?? id}"`),
        )
      : page;
  return { text, conflicts };
}

/** The "before" catalog: the fixture catalog with the edit undone, file by file (topic file → its text before). */
function catalogBefore(): Record<string, string | null> {
  const read = (file: string) => readFileSync(path.join(FIXTURE_DATA, "topics", file), "utf8");
  const javascript = read("javascript.yaml");
  const c = read("c.yaml");
  const moved = c.slice(c.indexOf("  - youtubeId: fixVid00022"));
  return {
    // Added at the top in the edit: every card of the topic's two pages moves one place.
    "javascript.yaml": javascript.replace(/ {2}- youtubeId: fixVid00101\n(?: {4}.*\n)+/, ""),
    // Removed in the edit (fixVidEdit1, which the API stand-in serves), and moved in it from Kotlin to C (fixVid00022).
    "c.yaml": `${c.replace(moved, "")}  - youtubeId: fixVidEdit1\n    title: A video the edit removes\n    language: English\n    added: 2026-11-23\n`,
    "kotlin.yaml": `${read("kotlin.yaml")}${moved}`,
    // Retitled in the edit.
    "go.yaml": read("go.yaml").replace("title: Go in one video", "title: Go in one video, the old title"),
    // Deleted in the edit, with its pages.
    "rust.yaml":
      "title: Rust Learning\nposition: 9\nvideos:\n  - youtubeId: fixVidRust1\n    title: Rust in one video\n    language: English\n    added: 2026-11-23\n",
  };
}

/**
 * The "before" path that names the video the edit adds (a path may only name what the catalog lists): without it, so
 * the edit adds it to the path as well (path file → its text before).
 */
function pathsBefore(): Record<string, string> {
  const text = readFileSync(path.join(FIXTURE_DATA, "paths", "web-basics.yaml"), "utf8");
  return { "web-basics.yaml": text.replace(/ {6}- video: fixVid00101\n/, "") };
}

/**
 * The files the edit changes in both editions: each edited topic's pages (JavaScript's two), the edited path's page and
 * /Paths (its course count), /Saved's catalog.
 */
const EDITED_FILES = [
  ...["Free/javascript", "Free/javascript/2", "Free/c-learning", "Free/kotlin-learning", "Free/go-learning"].flatMap(
    (page) => [`${page}.html`, `ar/${page}.html`],
  ),
  ...["Paths/web-basics", "Paths"].flatMap((page) => [`${page}.html`, `ar/${page}.html`]),
  "saved-catalog.json",
];

/**
 * Every file under `dir` (relative path → sha256 of its bytes, of its text as `text` has it for a page, _headers or a
 * page's data).
 */
function digests(
  dir: string,
  text: (file: string, text: string) => string = (_file, same) => same,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (!statSync(full).isFile()) continue;
    const bytes = readFileSync(full);
    const content = /\.html$|^_headers$|(^|\/)page-data\.json$/.test(file) ? text(file, bytes.toString("utf8")) : bytes;
    files.set(file, createHash("sha256").update(content).digest("hex"));
  }
  return files;
}

/** The pages (paths under `dir`) whose HTML holds `text`. */
function pagesContaining(dir: string, text: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter(
    (file) =>
      file.endsWith(".html") &&
      statSync(path.join(dir, file)).isFile() &&
      readFileSync(path.join(dir, file), "utf8").includes(text),
  );
}

test("a warm build after an edit writes what a cold build of the edited catalog writes", async () => {
  test.setTimeout(900_000);
  expect(existsSync(path.join(REFERENCE, "page-data/app-data.json")), "npm run build:fixtures first").toBe(true);
  const parent = mkdtempSync(path.join(tmpdir(), "corsi-warm-"));
  const catalog = path.join(parent, "data");
  const built = path.join(ROOT, "public");
  const images = await startThumbnailServer();
  const api = await startYouTubeApiServer();
  try {
    const env = {
      ...process.env,
      ...fixtureBuildEnv({ thumbnails: images.origin, api: api.origin }),
      CORSI_DATA_DIR: catalog,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "1",
    };
    const inOrder = (_file: string, text: string) => inPolicyOrder(text);
    const cold = digests(REFERENCE, inOrder);
    cpSync(FIXTURE_DATA, catalog, { recursive: true });
    // The edit undone.
    const topics = path.join(catalog, "topics");
    for (const [file, text] of Object.entries(catalogBefore())) writeFileSync(path.join(topics, file), text ?? "");
    const paths = path.join(catalog, "paths");
    for (const [file, text] of Object.entries(pathsBefore())) writeFileSync(path.join(paths, file), text);
    const listedBefore = listedIds(topics);
    await gatsbyBuild(ROOT, env, path.join(parent, "build-before.log"));
    const before = digests(built, inOrder);
    // The undone edit shows in the "before", in every file it touches: else a warm build that kept a file as it was
    // would pass, the "before" having written the reference's file already.
    for (const text of ["Go in one video, the old title", "A video the edit removes"])
      expect(pagesContaining(built, text), text).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Free\//), expect.stringMatching(/^ar\/Free\//)]),
      );
    expect(
      EDITED_FILES.filter((file) => !cold.has(file) || before.get(file) === cold.get(file)),
      "files the edit changes, the same in the before",
    ).toEqual([]);
    expect([...before.keys()].filter((file) => /^pagefind\/fragment\//.test(file) && !cold.has(file))).not.toEqual([]);
    // The "before" was another site: the deleted topic's pages, the removed video in /Saved's catalog.
    expect([...before.keys()].filter((file) => /^(ar\/)?Free\/rust-learning\.html$/.test(file))).toHaveLength(2);
    expect(before.get("saved-catalog.json")).not.toBe(cold.get("saved-catalog.json"));
    if (process.env.KEEP_WARM_COPY) cpSync(built, path.join(parent, "public-before"), { recursive: true });
    // The edit: the fixture catalog as it is.
    for (const folder of [topics, paths]) {
      rmSync(folder, { recursive: true });
      cpSync(path.join(FIXTURE_DATA, path.basename(folder)), folder, { recursive: true });
    }
    api.requests.length = 0;
    await gatsbyBuild(ROOT, env, path.join(parent, "build-warm.log"));
    // What YouTube said of every video the "before" listed is kept (lengths, days, captions, views): the warm build
    // asks of the videos the edit added only.
    const asked = api.requests
      .filter(({ endpoint }) => endpoint === "videos")
      .flatMap(({ params }) => (params.get("id") ?? "").split(","));
    expect(
      asked.filter((id) => listedBefore.has(id)),
      "videos asked of YouTube again",
    ).toEqual([]);
    expect(asked.length, "the added videos asked").toBeGreaterThan(0);

    const warmDir = built;
    const nodeIds = withReferenceNodeIds(warmDir, REFERENCE);
    expect(nodeIds.conflicts, "node ids the warm build's pages name otherwise than one to one").toEqual([]);
    const hash = withColdCompilationHash(warmDir, REFERENCE);
    const warm = digests(warmDir, (file, text) => nodeIds.text(file, hash(file, text)));
    const differences = [...new Set([...warm.keys(), ...cold.keys()])]
      .filter((file) => warm.get(file) !== cold.get(file))
      .map((file) => `${file}: ${!warm.has(file) ? "missing" : !cold.has(file) ? "left behind" : "differs"}`)
      .filter((line) => !(line.slice(0, line.lastIndexOf(":")) in ALLOWED_DIFFERENCES))
      .sort();
    // A difference in every page's data or bundle: FIXTURE_SITE is not the fixture build of the code and catalog as they
    // are (npm run build:fixtures again).
    expect(differences, "files of the warm build that differ from the fixture build's").toEqual([]);
  } finally {
    images.server.close();
    await api.close();
    if (process.env.KEEP_WARM_COPY) console.log(`kept ${parent}`);
    else rmSync(parent, { recursive: true, force: true });
  }
});
