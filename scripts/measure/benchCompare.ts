import { type Server } from "node:http";
import { parseArgs } from "node:util";
import { markdownTable, summarize } from "./lighthouseResult";
import { runLighthouse } from "./lighthouseRuns";
import { largestPathPage, largestTopicPage } from "./pageSizes";
import { startStaticHost } from "../static-host";
import { localePath, LOCALE_LIST, ROUTES } from "../../src/siteManifest";

/**
 * `npm run bench:compare -- <public dir> <public dir> [--runs N]`: Lighthouse (as `npm run bench` runs it) on two
 * built sites at once (say, a commit's and the one before's), on the pages a change must hold its scores on: the
 * largest topic page, the largest path page and /Saved (the one page that runs the app), in every edition. Each run
 * visits both sites, so a slow moment of the machine hits them alike; a table per site, medians of the runs.
 */
const FIRST_PORT = 9410;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: "string", default: "5" } },
  });
  const runs = Number(values.runs);
  if (positionals.length !== 2 || !Number.isInteger(runs) || runs < 1)
    throw new Error("usage: bench:compare <public dir> <public dir> [--runs N]");
  const servers: Server[] = [];
  try {
    const sites = await Promise.all(
      positionals.map(async (dir, index) => {
        servers.push(await startStaticHost(dir, FIRST_PORT + index));
        const routes = LOCALE_LIST.flatMap((locale) => [
          largestTopicPage(dir, locale),
          largestPathPage(dir, locale),
          localePath(locale, ROUTES.saved.path),
        ]);
        return {
          dir,
          targets: routes
            .filter((route) => route !== undefined)
            .map((route) => ({
              route: `${index + 1} ${route}`,
              url: `http://127.0.0.1:${FIRST_PORT + index}${route}`,
            })),
        };
      }),
    );
    const { samples, lighthouseVersion, chromiumVersion } = await runLighthouse(
      sites.flatMap(({ targets }) => targets),
      runs,
    );
    console.log(`\nLighthouse ${lighthouseVersion}, Chromium ${chromiumVersion}, median of ${runs} runs\n`);
    for (const { dir, targets } of sites) {
      const rows = targets.map(({ route, url }) => ({
        ...summarize(route, url, samples.get(route) ?? []),
        fcpRatio: Number.NaN,
        lcpRatio: Number.NaN,
      }));
      console.log(`${dir}\n\n${markdownTable(rows).replaceAll("NaN×", "–")}\n`);
    }
  } finally {
    for (const server of servers) server.close().closeAllConnections();
  }
}

void main();
