import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as simpleIcons from "simple-icons";
import svgpath from "svgpath";

/**
 * Icons are named in YAML as `simple:SLUG` (simple-icons, CC0) or
 * `bootstrap:NAME` (Bootstrap Icons, MIT) and resolved at build time into
 * plain path data, so the browser gets only the icons a page draws, inline,
 * with no icon font and no icon code in the JavaScript bundle.
 */
export interface IconPath {
  d: string;
  fillRule: string | null;
}

export interface ResolvedIcon {
  ref: string;
  viewBox: string;
  paths: IconPath[];
  /** Brand colour (simple-icons only), without '#'. */
  hex: string | null;
}

export const ICON_REF_PATTERN = /^(simple|bootstrap):[a-z0-9-]+$/;

// Resolved from the project root: gatsby-node is bundled, so this file's own location is not reliable.
const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
const bootstrapIconsDir = path.join(path.dirname(projectRequire.resolve("bootstrap-icons/package.json")), "icons");

interface SimpleIcon {
  path: string;
  hex: string;
}

function simpleIcon(slug: string): SimpleIcon | undefined {
  const exportName = `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
  return (simpleIcons as unknown as Record<string, SimpleIcon | undefined>)[exportName];
}

function bootstrapIconPaths(name: string): IconPath[] | undefined {
  const file = path.join(bootstrapIconsDir, `${name}.svg`);
  if (!existsSync(file)) return undefined;
  const svg = readFileSync(file, "utf8");
  return [...svg.matchAll(/<path([^>]*)\/>/g)].map(([, attributes]) => ({
    d: roundPath(/\sd="([^"]+)"/.exec(attributes)?.[1] ?? ""),
    fillRule: /fill-rule="([^"]+)"/.exec(attributes)?.[1] ?? null,
  }));
}

/**
 * Path data with every coordinate rounded to 1/10 of a unit: 1/240 of a 24-unit icon, 1/160 of a 16-unit one, a fifth
 * of a pixel or less at the sizes the site draws them, while the sets' three and four decimals cost bytes twice per icon (in the HTML and in the page's
 * data). svgpath parses and writes the path (compact arc flags included); its output, numbers apart by single spaces,
 * then loses the spaces before minus signs and the zeros before decimal points.
 */
export function roundPath(d: string): string {
  return svgpath(d)
    .round(1)
    .toString()
    .replace(/ -/g, "-")
    .replace(/(^|[ A-Za-z-])0\./g, "$1.");
}

/** Icons by reference, as resolved once: the sets do not change during a build, and every page's query asks again. */
const resolved = new Map<string, ResolvedIcon | undefined>();

export function resolveIcon(ref: string): ResolvedIcon | undefined {
  if (!resolved.has(ref)) resolved.set(ref, iconOf(ref));
  return resolved.get(ref);
}

function iconOf(ref: string): ResolvedIcon | undefined {
  if (!ICON_REF_PATTERN.test(ref)) return undefined;
  const [set, name] = ref.split(":");
  if (set === "simple") {
    const icon = simpleIcon(name);
    return icon && { ref, viewBox: "0 0 24 24", paths: [{ d: roundPath(icon.path), fillRule: null }], hex: icon.hex };
  }
  const paths = bootstrapIconPaths(name);
  return paths && paths.length > 0 ? { ref, viewBox: "0 0 16 16", paths, hex: null } : undefined;
}
