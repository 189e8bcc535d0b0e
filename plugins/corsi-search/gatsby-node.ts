import { execFileSync } from "node:child_process";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { topicPagesGlob } from "./topicPages";

/**
 * Pagefind indexes the built topic pages (only they carry data-pagefind-body) into public/pagefind/: a chunked
 * index the search box fetches piece by piece, so a query downloads the fragments it needs, not the catalog.
 * Runs after corsi-host (gatsby-config.ts lists it later), so it sees the page files the host serves.
 * `+` and `#` count as letters, so "C++" and "C#" are words of their own. The players are left out: a poster repeats
 * its title above the card's heading, where Pagefind would count it as part of the card before.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const root = process.cwd();
  const cli = path.join(root, "node_modules/pagefind/lib/runner/bin.cjs");
  try {
    execFileSync(
      process.execPath,
      [
        cli,
        ...["--site", "public", "--glob", topicPagesGlob()],
        ...["--include-characters", "+#", "--exclude-selectors", ".player", "--quiet"],
      ],
      {
        cwd: root,
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
  } catch (error) {
    reporter.panic("Pagefind could not build the search index", error instanceof Error ? error : undefined);
  }
};
