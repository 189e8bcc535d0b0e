import { UNINDEXED_PATHS } from "../../src/siteManifest";
import { median } from "./median";

/** What `npm run bench` (bench.ts) reads of a Lighthouse result: a run's sample, a route's medians, their table. */

/** The route no page has: the 404 page, audited as such. */
export const NOT_FOUND = "/no-such-page";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// A noindex page and a 404 fail SEO on purpose: their score is shown as n/a, and these audits are not reported.
const NO_SEO: Record<string, string[]> = {
  ...Object.fromEntries(UNINDEXED_PATHS.map((route) => [route, ["is-crawlable"]])),
  [NOT_FOUND]: ["is-crawlable", "http-status-code"],
};

/** The few parts of a Lighthouse result this script reads (LH.Result is far larger). */
export interface Lhr {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; details?: unknown }>;
}

export interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  thirdParty: number;
  /** Lighthouse's measure of this machine's speed: simulated TBT grows as it drops (as when other jobs share the CPU). */
  benchmarkIndex: number;
  /** The audits that kept a category below 100, by "category/audit-id": what Lighthouse says about them. */
  failures: Record<string, string>;
}

export interface Row extends Omit<Sample, "failures"> {
  route: string;
  url: string;
  fcpRatio: number;
  lcpRatio: number;
  /** Each failing audit with its details in every run it failed in. */
  failures: Record<string, string[]>;
  samples: Sample[];
}

// data: URLs (inlined images) are listed as requests too, but never reach a host.
const isThirdParty = (url: string) =>
  /^(https?|wss?):/.test(url) && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

/** The fields of table items that say what an audit is about; which ones are present differs per audit. */
interface DetailItem {
  url?: unknown;
  statusCode?: number;
  description?: unknown;
  node?: { snippet?: string; nodeLabel?: string; explanation?: string };
  source?: { snippet?: string };
  sourceLocation?: { url?: string };
  phase?: string;
  timing?: number;
  duration?: number;
  /** A "list" details object holds tables, each with its own items. */
  items?: unknown;
}

function detailItems(details: unknown): DetailItem[] {
  if (typeof details !== "object" || details === null || !("items" in details)) return [];
  if (!Array.isArray(details.items)) return [];
  return (details.items as DetailItem[]).flatMap((item) => (Array.isArray(item.items) ? detailItems(item) : [item]));
}

// Metric audits carry no details: these diagnostics say where the time went.
const EXPLAINED_BY: Record<string, string> = {
  "total-blocking-time": "long-tasks",
  "largest-contentful-paint": "largest-contentful-paint-element",
};

/** A one-line reason for a failing audit: its display value and what its table items point at. */
function describe(lhr: Lhr, id: string): string {
  const audit = lhr.audits[id];
  const items = detailItems(lhr.audits[EXPLAINED_BY[id]]?.details ?? audit.details).map((item) => {
    const url = typeof item.url === "string" ? item.url : item.sourceLocation?.url;
    const parts = [
      item.node?.snippet ?? item.source?.snippet,
      item.node?.nodeLabel && `"${item.node.nodeLabel}"`,
      typeof item.description === "string" ? item.description.split("\n")[0] : undefined,
      url?.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""),
      item.phase,
      ...[item.timing ?? item.duration].filter((ms) => ms !== undefined).map((ms) => `${Math.round(ms)} ms`),
      item.node?.explanation?.split("\n").slice(0, 2).join(" "),
    ];
    return parts.filter((part) => part !== undefined && part !== "").join(" ") || JSON.stringify(item);
  });
  // Five: the LCP element and its four phases.
  const shown = items.slice(0, 5).concat(items.length > 5 ? [`+${items.length - 5} more`] : []);
  return [audit.displayValue, ...shown].filter(Boolean).join("; ");
}

export function toSample(lhr: Lhr, route: string): Sample {
  if (lhr.runtimeError) throw new Error(`${route}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${route}: audit ${id} has no value (${lhr.audits[id]?.displayValue})`);
    return value;
  };
  const requestItems = detailItems(lhr.audits["network-requests"].details);
  const requests = requestItems.map(({ url }) => String(url));
  const failed = requestItems.filter(({ statusCode = 0 }) => statusCode >= 400).map(({ url }) => new URL(String(url)));
  const unexpected = failed.filter(({ pathname }) => !(route === NOT_FOUND && pathname === NOT_FOUND));
  if (unexpected.length > 0) throw new Error(`${route}: requests failed: ${unexpected.join(", ")}`);
  const failures: Record<string, string> = {};
  const scores = {} as Sample["scores"];
  for (const category of CATEGORIES) {
    const result = lhr.categories[category];
    // A null score means an audit errored: report it rather than average it away.
    if (!result || result.score === null) throw new Error(`${route}: category ${category} has no score`);
    scores[category] = Math.round(result.score * 100);
    // What keeps a category below 100: the weighted audits that did not get full marks.
    if (scores[category] === 100) continue;
    for (const { id, weight } of result.auditRefs) {
      const audit = lhr.audits[id];
      if (weight === 0 || audit.score === null || audit.score >= 1 || NO_SEO[route]?.includes(id)) continue;
      failures[`${category}/${id}`] = describe(lhr, id);
    }
  }
  if (NO_SEO[route]) scores.seo = null;
  return {
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    requests: requests.length,
    thirdParty: requests.filter(isThirdParty).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failures,
  };
}

export function summarize(route: string, url: string, samples: Sample[]): Omit<Row, "fcpRatio" | "lcpRatio"> {
  const med = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const scores = {} as Sample["scores"];
  for (const category of CATEGORIES) {
    const values = samples.map((sample) => sample.scores[category]);
    scores[category] = values.includes(null) ? null : median(values as number[]);
  }
  const failures: Record<string, string[]> = {};
  for (const [id, details] of samples.flatMap((sample) => Object.entries(sample.failures))) {
    (failures[id] ??= []).push(details);
  }
  return {
    route,
    url,
    scores,
    fcp: med((s) => s.fcp),
    lcp: med((s) => s.lcp),
    tbt: med((s) => s.tbt),
    cls: med((s) => s.cls),
    bytes: med((s) => s.bytes),
    requests: med((s) => s.requests),
    thirdParty: med((s) => s.thirdParty),
    benchmarkIndex: med((s) => s.benchmarkIndex),
    failures,
    samples,
  };
}

export function markdownTable(rows: Row[]): string {
  const head = "Route Perf A11y BP SEO FCP LCP TBT CLS Transfer Req 3rd FCP× LCP×".split(" ");
  const body = rows.map((row) => [
    row.route,
    ...CATEGORIES.map((category) => (row.scores[category] === null ? "n/a" : String(row.scores[category]))),
    `${(row.fcp / 1000).toFixed(2)} s`,
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    `${(row.bytes / 1024).toFixed(1)} KiB`,
    String(row.requests),
    String(row.thirdParty),
    `${row.fcpRatio.toFixed(2)}×`,
    `${row.lcpRatio.toFixed(2)}×`,
  ]);
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((cells) => cells[i].length)));
  // Numbers are right-aligned, in the Markdown too.
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}`;
  return [line(head), `${rule}|`, ...body.map(line)].join("\n");
}
