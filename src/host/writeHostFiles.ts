import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { headersFile, redirectsFile } from "./hostFiles";

function htmlFilesUnder(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, htmlFilesUnder(full, base));
    else if (entry.name.endsWith(".html")) files[path.relative(base, full)] = readFileSync(full, "utf8");
  }
  return files;
}

/** After a build: the host's headers (with this build's script hashes), redirects, robots.txt and sitemap.xml. */
export function writeHostFiles(publicDir: string, siteUrl: string): void {
  const topLevelFiles = readdirSync(publicDir);
  writeFileSync(path.join(publicDir, "_headers"), headersFile({ htmlFiles: htmlFilesUnder(publicDir), topLevelFiles }));
  writeFileSync(path.join(publicDir, "_redirects"), redirectsFile());
  // gatsby-plugin-sitemap writes sitemap-index.xml + sitemap-0.xml; /sitemap.xml is the address crawlers try first.
  const sitemap = path.join(publicDir, "sitemap-0.xml");
  if (existsSync(sitemap)) copyFileSync(sitemap, path.join(publicDir, "sitemap.xml"));
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}
