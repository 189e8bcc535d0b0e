import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Pagefind } from "../../src/content/pagefind";
import { foldArabic, SEARCH_NAMES_ATTRIBUTE, searchNames } from "../../src/content/searchNames";

/**
 * What Pagefind's own Arabic index folds, measured: a page of Arabic card titles, indexed by the project's Pagefind
 * as plugins/corsi-search indexes the site, then searched with each spelling a learner may type. Each query is asked
 * as typed, and as the search box asks it (folded, src/content/searchNames.ts) of cards that carry their folded words
 * (VideoCard's data-search-names). `npx tsx scripts/measure/pagefindArabic.ts` prints the table; the unit test
 * (searchNames.test.ts) holds Pagefind to it.
 */

/** Each card's title, and spellings of one of its words a learner may type. */
export const CASES = [
  { title: "دورة البرمجة الكاملة", queries: ["دورة", "دوره", "البرمجه"] },
  { title: "مستوى مبتدئ", queries: ["مستوى", "مستوي"] },
  { title: "أساسيات إدارة الأنظمة", queries: ["اساسيات", "ادارة", "الانظمه"] },
  { title: "آلة حاسبة", queries: ["آلة", "اله", "آله", "الة"] },
  { title: "لغة سي", queries: ["لغة", "لغه"] },
  { title: "تعلّم البرمجة", queries: ["تعلم"] },
] as const;

export interface Answer {
  query: string;
  /** Found by Pagefind alone: the card's own text, the query as typed. */
  pagefind: boolean;
  /** Found as the site searches: folded query, the card's folded words beside its text. */
  site: boolean;
}

function page(withNames: boolean): string {
  const cards = CASES.map(({ title }, i) => {
    const names = searchNames(title, []);
    const attributes =
      withNames && names
        ? ` data-pagefind-index-attrs="${SEARCH_NAMES_ATTRIBUTE}" ${SEARCH_NAMES_ATTRIBUTE}="${names}"`
        : "";
    return `<h3 id="card-${i}">${title}</h3><p${attributes}>قناة</p>`;
  }).join("\n");
  return `<!doctype html><html lang="ar"><head><meta charset="utf-8"><title>t</title></head><body data-pagefind-body><h1>موضوع</h1>\n${cards}\n</body></html>`;
}

async function searchIn(site: string, queries: readonly string[]): Promise<Map<string, Set<string>>> {
  const server = createServer((request, response) => {
    const file = path.join(site, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    try {
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  try {
    const pagefind = (await import(path.join(site, "pagefind", "pagefind.js"))) as Pagefind;
    await (pagefind.options as (options: object) => Promise<void>)({
      basePath: `http://127.0.0.1:${port}/pagefind/`,
      noWorker: true,
    });
    await pagefind.init();
    const found = new Map<string, Set<string>>();
    for (const query of queries) {
      const results = await pagefind.search(query);
      const titles = new Set<string>();
      for (const result of results.results) for (const sub of (await result.data()).sub_results) titles.add(sub.title);
      found.set(query, titles);
    }
    return found;
  } finally {
    server.close();
  }
}

/** Each case's queries, found or not by Pagefind alone and as the site searches. */
export async function measure(): Promise<Answer[]> {
  const run = async (withNames: boolean, queries: readonly string[]) => {
    const site = mkdtempSync(path.join(tmpdir(), "corsi-pagefind-ar-"));
    try {
      writeFileSync(path.join(site, "index.html"), page(withNames));
      const cli = path.join(process.cwd(), "node_modules/pagefind/lib/runner/bin.cjs");
      const built = spawnSync(process.execPath, [cli, "--site", site, "--include-characters", "+#", "--quiet"]);
      if (built.status !== 0) throw new Error(`Pagefind failed: ${String(built.stderr)}`);
      return await searchIn(site, queries);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  };
  const all = CASES.flatMap(({ queries }) => [...queries]);
  const alone = await run(false, all);
  const folded = await run(true, all.map(foldArabic));
  return CASES.flatMap(({ title, queries }) =>
    queries.map((query) => ({
      query: `${query} → ${title}`,
      pagefind: alone.get(query)?.has(title) ?? false,
      site: folded.get(foldArabic(query))?.has(title) ?? false,
    })),
  );
}

if (require.main === module)
  void measure().then((answers) => {
    if (process.argv.includes("--json")) return console.log(JSON.stringify(answers));
    console.log("| query → card | Pagefind alone | as the site searches |\n| --- | --- | --- |");
    for (const { query, pagefind, site } of answers)
      console.log(`| ${query} | ${pagefind ? "found" : "not found"} | ${site ? "found" : "not found"} |`);
  });
