import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { stringify } from "yaml";
import { launchOptions } from "./chromium";
import { copyProject } from "./projectCopy";
import { measureRoute } from "./sizes";
import { startStaticHost } from "./static-host";

/**
 * How the site scales with its catalog: for each size, a copy of the project with synthetic topic files
 * (N videos spread over T topics) is built from cold; the build time and peak memory, the first-load bytes of /Free and
 * of the largest topic page, the search index and what the first query downloads are reported.
 * Usage: `npm run scale -- 2000:40 20000:200` (videos:topics).
 */
const ROOT = path.join(__dirname, "..");
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const LANGUAGES = ["Arabic", "English", undefined];
const WORDS = ["variables", "functions", "arrays", "objects", "classes", "testing", "debugging", "databases"];
const PORT = 9310;

/** A valid, unique 11-character video id for each index. */
function syntheticId(index: number): string {
  let id = "";
  let rest = index;
  for (let i = 0; i < 11; i++) {
    id += ID_ALPHABET[rest % 64];
    rest = Math.floor(rest / 64);
  }
  return id;
}

/** T topic files holding N videos between them, round robin. */
export function syntheticTopics(videos: number, topics: number): Record<string, string> {
  const entries = Array.from({ length: topics }, (_, t) => ({
    title: `Synthetic topic ${t + 1}`,
    position: t + 1,
    videos: [] as object[],
  }));
  for (let v = 0; v < videos; v++) {
    const language = LANGUAGES[v % 3];
    entries[v % topics].videos.push({
      youtubeId: syntheticId(v + 1),
      title: `Lesson ${v + 1}: ${WORDS[v % WORDS.length]} in practice`,
      ...(v % 2 === 0 ? { channel: `Channel ${(v % 37) + 1}` } : {}),
      ...(language ? { language } : {}),
    });
  }
  return Object.fromEntries(entries.map((entry, t) => [`synthetic-topic-${t + 1}.yaml`, stringify(entry)]));
}

interface ScaleRow {
  videos: number;
  topics: number;
  buildSeconds: number;
  peakMemoryMb: number;
  freeFirstLoadKb: number;
  topicFirstLoadKb: number;
  searchIndexMb: number;
  firstQueryKb: number;
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name);
    return total + (entry.isDirectory() ? sizeOf(full) : statSync(full).size);
  }, 0);
}

/** Gzip bytes of every /pagefind/ file a first query on a topic page downloads (focus, type a word). */
async function firstQueryBytes(publicDir: string, topicPath: string): Promise<number> {
  const server = await startStaticHost(publicDir, PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/pagefind/")) files.add(pathname);
    });
    await page.goto(`http://127.0.0.1:${PORT}${encodeURI(topicPath)}`);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector(".navbar-toggler") ?? {}).some((key) => key.startsWith("__react")),
    );
    await page.getByLabel("Search courses").fill("functions");
    await page.getByRole("search").getByRole("link").first().waitFor();
    await page.waitForLoadState("networkidle");
    return [...files].reduce(
      (total, file) => total + gzipSync(readFileSync(path.join(publicDir, decodeURI(file))), { level: 9 }).length,
      0,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

async function measure(videos: number, topics: number): Promise<ScaleRow> {
  const dir = copyProject(`corsi-scale-${videos}-`);
  try {
    const topicDir = path.join(dir, "data/topics");
    rmSync(topicDir, { recursive: true, force: true });
    mkdirSync(topicDir);
    for (const [file, text] of Object.entries(syntheticTopics(videos, topics)))
      writeFileSync(path.join(topicDir, file), text);
    const started = process.hrtime.bigint();
    // GNU time's "Maximum resident set size" is the largest process of the build (Gatsby's main process or a worker).
    const timeLog = path.join(dir, "time.log");
    execFileSync("/usr/bin/time", ["-v", "-o", timeLog, path.join(ROOT, "node_modules/.bin/gatsby"), "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      stdio: "ignore",
    });
    const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeLog, "utf8"))?.[1] ?? 0);
    const publicDir = path.join(dir, "public");
    // Every topic holds about the same number of videos; the first page of the first is as full as any page gets.
    const topicPath = "/Free/synthetic-topic-1";
    return {
      videos,
      topics,
      buildSeconds,
      peakMemoryMb: peakKb / 1024,
      freeFirstLoadKb: measureRoute(publicDir, "/Free").firstLoadGzip / 1024,
      topicFirstLoadKb: measureRoute(publicDir, topicPath).firstLoadGzip / 1024,
      searchIndexMb: sizeOf(path.join(publicDir, "pagefind")) / 1024 / 1024,
      firstQueryKb: (await firstQueryBytes(publicDir, topicPath)) / 1024,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const sizes = process.argv.slice(2).map((arg) => arg.split(":").map(Number) as [number, number]);
  console.log(
    "| videos | topics | cold build (s) | peak memory (MB) | /Free first load gzip (KB) | topic page first load gzip (KB) | search index raw (MB) | first query gzip (KB) |",
  );
  console.log("| --: | --: | --: | --: | --: | --: | --: | --: |");
  for (const [videos, topics] of sizes.length > 0 ? sizes : [[2000, 40] as [number, number]]) {
    const row = await measure(videos, topics);
    console.log(
      `| ${row.videos} | ${row.topics} | ${row.buildSeconds.toFixed(1)} | ${row.peakMemoryMb.toFixed(0)} | ${row.freeFirstLoadKb.toFixed(1)} | ${row.topicFirstLoadKb.toFixed(1)} | ${row.searchIndexMb.toFixed(2)} | ${row.firstQueryKb.toFixed(1)} |`,
    );
  }
}

if (require.main === module) void main();
