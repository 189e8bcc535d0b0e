import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stringify } from "yaml";
import { copyProject } from "./projectCopy";

/**
 * How the site scales with its catalog: for each size, a copy of the project
 * with a synthetic data/free-courses.yaml (N videos in about N/50 sections) is
 * built from cold, and the build time, peak memory and the bytes of /Free are
 * reported. Usage: `npm run scale -- 17 200 2000` (17 = the real catalog).
 */
const ROOT = path.join(__dirname, "..");
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const LANGUAGES = ["Arabic", "English", undefined];

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

export function syntheticCatalog(videos: number): string {
  const sectionCount = Math.max(7, Math.round(videos / 50));
  const sections = Array.from({ length: sectionCount }, (_, s) => ({
    title: `Synthetic topic ${s + 1}`,
    videos: [] as object[],
  }));
  for (let v = 0; v < videos; v++) {
    const language = LANGUAGES[v % 3];
    sections[v % sectionCount].videos.push({
      youtubeId: syntheticId(v + 1),
      title: `Programming lesson number ${v + 1}, a full course`,
      ...(v % 2 === 0 ? { channel: `Channel ${(v % 37) + 1}` } : {}),
      ...(language ? { language } : {}),
    });
  }
  return stringify({ watchLabel: "Watch on YouTube", sections });
}

interface ScaleRow {
  videos: number;
  sections: number;
  buildSeconds: number;
  peakMemoryMb: number;
  htmlGzip: number;
  pageDataGzip: number;
  htmlRaw: number;
  pageDataRaw: number;
}

function measure(videos: number): ScaleRow {
  const dir = copyProject(`corsi-scale-${videos}-`);
  try {
    if (videos !== 17) writeFileSync(path.join(dir, "data/free-courses.yaml"), syntheticCatalog(videos));
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
    const html = readFileSync(path.join(dir, "public/Free.html"));
    const pageData = readFileSync(path.join(dir, "public/page-data/Free/page-data.json"));
    const sections = (JSON.parse(pageData.toString()) as { result: { data: { freeCourses: { sections: unknown[] } } } })
      .result.data.freeCourses.sections.length;
    return {
      videos,
      sections,
      buildSeconds,
      peakMemoryMb: peakKb / 1024,
      htmlRaw: html.length,
      htmlGzip: gzipSync(html, { level: 9 }).length,
      pageDataRaw: pageData.length,
      pageDataGzip: gzipSync(pageData, { level: 9 }).length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const counts = process.argv.slice(2).map(Number).filter(Boolean);
  const rows: ScaleRow[] = [];
  console.log(
    "| videos | sections | cold build (s) | peak memory (MB) | /Free HTML raw / gzip (KB) | /Free page-data raw / gzip (KB) | gzip per added video (B) |",
  );
  console.log("| --: | --: | --: | --: | --: | --: | --: |");
  for (const videos of counts.length > 0 ? counts : [17, 200, 2000]) {
    const row = measure(videos);
    const first = rows[0];
    const perVideo = first
      ? ((row.htmlGzip + row.pageDataGzip - first.htmlGzip - first.pageDataGzip) / (row.videos - first.videos)).toFixed(
          0,
        )
      : "";
    rows.push(row);
    console.log(
      `| ${row.videos} | ${row.sections} | ${row.buildSeconds.toFixed(1)} | ${row.peakMemoryMb.toFixed(0)} | ${kb(row.htmlRaw)} / ${kb(row.htmlGzip)} | ${kb(row.pageDataRaw)} / ${kb(row.pageDataGzip)} | ${perVideo} |`,
    );
  }
}

if (require.main === module) main();
