import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo, Server } from "node:net";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parseAtomFeed } from "feedsmith";
import { parse } from "yaml";
import { LOCAL_HOST_ENV } from "../plugins/corsi-host/adapter";
import { topicSlug } from "../plugins/corsi-content/slug";
import { validateContent } from "../plugins/corsi-content/validate";
import * as variants from "../scripts/lib/contentVariants";
import type { Catalog } from "../scripts/lib/contentVariants";
import { FIXTURE_DATA } from "../scripts/lib/fixtureBuild";
import { gatsbyBuild } from "../scripts/lib/gatsbyBuild";
import { startStaticHost } from "../scripts/static-host";
import {
  learningPathPagePath,
  LOCALE_LIST,
  localePath,
  ROUTES,
  siteFeedPath,
  topicPagePath,
} from "../src/siteManifest";

/**
 * Content the checks accept always builds. The fixture catalog's variants, derived from the content schema
 * (scripts/lib/contentVariants.ts): every optional field left out (so no entry has an `added` day, and /New and the
 * feeds are empty), every optional field present, and topics alone (no data/paid/, data/paths/ or data/names.yaml).
 * Each passes the content checks and `gatsby build` as the host runs it, and its home page, a topic page, /New and a
 * path page open in both editions. Last, the project's own data/ is built the same way, so that a push whose catalog
 * passes the checks but cannot build turns CI red, not the host's deploy.
 *
 * Built in the project itself, in turn, each on the .cache the build before it left, as the host builds one push
 * after another: the fixture build's, which e2e/warm-build.spec.ts warms first (the project "variants" runs after the
 * project "builds"). A variant is the whole of data/ (CORSI_DATA_DIR and CORSI_TEXTS_DIR name a folder of the test's
 * own: the variant's catalog, and the project's texts with the variant's names); so is the project's own data/. No
 * thumbnails (their host refuses) and no Data API key: what those add is the fixture build's to test.
 */
const ROOT = path.join(__dirname, "..");
const REAL_DATA = path.join(ROOT, "data");
const NAMES_FILE = "names.yaml";
const fixture = variants.readCatalog(FIXTURE_DATA, path.join(REAL_DATA, NAMES_FILE));
const NONE_YET = (parse(readFileSync(path.join(REAL_DATA, "pages.yaml"), "utf8")) as { en: { new: { none: string } } })
  .en.new.none;

test.describe.configure({ mode: "serial" });

const BUILT = path.join(ROOT, "public");
let folder: string;
let server: Server;
let origin: string;
test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "corsi-variants-"));
  server = await startStaticHost(BUILT, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const env = {
  ...process.env,
  ...LOCAL_HOST_ENV,
  GATSBY_TELEMETRY_DISABLED: "1",
  CI: "1",
  CORSI_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
  YOUTUBE_API_KEY: "",
};

/**
 * data/ as the variant has it, in two folders as the fixture build has it (so that the project's .cache stays warm):
 * its catalog (CORSI_DATA_DIR), and the project's interface texts with the variant's names, or none (CORSI_TEXTS_DIR).
 */
function variantData(catalog: Catalog): { catalog: string; texts: string } {
  const folders = { catalog: path.join(folder, "catalog"), texts: path.join(folder, "texts") };
  for (const dir of Object.values(folders)) rmSync(dir, { recursive: true, force: true });
  cpSync(REAL_DATA, folders.texts, { recursive: true });
  variants.writeCatalog(folders.texts, {});
  variants.writeCatalog(folders.catalog, catalog);
  const names = path.join(folders.catalog, NAMES_FILE);
  if (existsSync(names)) renameSync(names, path.join(folders.texts, NAMES_FILE));
  return folders;
}

/** The first topic's and the first path's addresses, as the variant names them. */
function addressesOf(catalog: Catalog) {
  const topics = Object.entries(catalog)
    .filter(([file]) => file.startsWith("topics/"))
    .map(([, topic]) => topic as { title: string; slug?: string; position: number })
    .sort((a, b) => a.position - b.position);
  const paths = Object.keys(catalog).filter((file) => file.startsWith("paths/") && file.endsWith(".yaml"));
  return {
    topic: topicPagePath(topicSlug(topics[0])),
    path: paths.length > 0 ? learningPathPagePath(path.basename(paths.sort()[0], ".yaml")) : undefined,
  };
}

/** Checks data/ as `npm run check:content` does, builds the project with it, and opens the variant's pages. */
async function buildsAndOpens(catalog: Catalog, page: Page) {
  const data = variantData(catalog);
  expect(validateContent(data.catalog, { texts: data.texts }).problems).toEqual([]);
  // The query types are written beside it, not over src/gatsby-types.d.ts, which tsc may be reading meanwhile.
  const dirs = {
    CORSI_DATA_DIR: data.catalog,
    CORSI_TEXTS_DIR: data.texts,
    CORSI_TYPES_FILE: path.join(folder, "types.d.ts"),
  };
  await gatsbyBuild(ROOT, { ...env, ...dirs }, path.join(folder, "build.log"));
  const { topic, path: pathPage } = addressesOf(catalog);
  for (const locale of LOCALE_LIST)
    for (const route of [ROUTES.home.path, topic, ROUTES.new.path, ...(pathPage ? [pathPage] : [])]) {
      const response = await page.goto(`${origin}${localePath(locale, route)}`);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator("main h1").first()).toBeVisible();
    }
}

test("every optional field left out: builds, with an empty /New that says so and valid empty feeds", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await buildsAndOpens(variants.withoutOptionalFields(fixture), page);
  await page.goto(`${origin}${ROUTES.new.path}`);
  await expect(page.locator("main")).toContainText(NONE_YET);
  for (const locale of LOCALE_LIST) {
    const xml = readFileSync(path.join(BUILT, siteFeedPath(locale)), "utf8");
    const feed = parseAtomFeed(xml);
    expect(feed.entries ?? []).toEqual([]);
    expect(Date.parse(feed.updated ?? "")).not.toBeNaN();
  }
});

test("every optional field present: builds, and its pages open", async ({ page }) => {
  test.setTimeout(180_000);
  const checkIn = (catalog: Catalog) => {
    const data = variantData(catalog);
    return validateContent(data.catalog, { texts: data.texts }).problems;
  };
  const { catalog, unfilled } = variants.withEveryOptionalField(fixture, checkIn);
  expect(unfilled).toEqual([]);
  await buildsAndOpens(catalog, page);
});

test("topics alone, without data/paid/, data/paths/ or data/names.yaml: builds, and its pages open", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await buildsAndOpens(variants.withoutOptionalFiles(fixture), page);
});

test("the project's own data/ builds as the host builds it", async ({ page }) => {
  test.setTimeout(180_000);
  await buildsAndOpens(variants.readCatalog(REAL_DATA, path.join(REAL_DATA, NAMES_FILE)), page);
});
