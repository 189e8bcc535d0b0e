import { readdirSync } from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";
import { parseAllRedirects } from "netlify-redirect-parser";
import redirector from "netlify-redirector";
import { HOST_FILES, notFoundPath } from "../../plugins/corsi-host/hostFiles";
import { LOCALE_LIST, localePath, ROUTE_LIST, TRANSLATED_LOCALES } from "../../src/siteManifest";

/**
 * `_headers` and `_redirects` read and matched by Netlify's own libraries, the ones its CLI uses: the parsers turn the
 * files into rules, `netlify-redirector` (Netlify's redirect engine, compiled to WebAssembly) picks the rule for a
 * request. The static host serves with them, and the tests check the generated files with them.
 */

/** One `_headers` rule as Netlify's parser reads it. */
export interface HeaderRule {
  for: string;
  /** Netlify's pattern for `for`: case-insensitive, with or without a trailing slash. */
  forRegExp: RegExp;
  values: Record<string, string>;
}

/** A rule given as configuration (netlify.toml's `[[headers]]`), not in `_headers`. */
export interface ConfigHeaderRule {
  for: string;
  values: Record<string, string>;
}

/**
 * The rules of a `_headers` file (none if it does not exist), then `configRules`, which Netlify documents as
 * replacing a `_headers` value for the same path and header.
 */
export async function readHeaderRules(
  headersFile: string,
  configRules: readonly ConfigHeaderRule[] = [],
): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    // The package declares these lists as never[] (its JSDoc-less signature); they are paths and rule objects.
    headersFiles: [headersFile] as never[],
    configHeaders: [...configRules] as never[],
    netlifyConfigPath: undefined,
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${headersFile}: ${errors.map((error) => error.message).join("\n")}`);
  // With minimal: false every rule carries its forRegExp.
  return headers as HeaderRule[];
}

export function rulesMatching(rules: readonly HeaderRule[], urlPath: string): HeaderRule[] {
  return rules.filter((rule) => rule.forRegExp.test(urlPath));
}

/** The headers of a response to `urlPath`: every matching rule in order, a later value replacing an earlier one. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rulesMatching(rules, urlPath).map((rule) => rule.values)) as Record<string, string>;
}

/**
 * Every address at which two matching rules set the same header (names compared without case), one line each:
 * `/admin/: Content-Security-Policy from /* and /admin/*`. Hosts disagree on what such an address gets.
 */
export function headerOverlaps(rules: readonly HeaderRule[], urlPaths: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const urlPath of urlPaths) {
    const setters = new Map<string, { name: string; rules: string[] }>();
    for (const rule of rulesMatching(rules, urlPath)) {
      for (const name of Object.keys(rule.values)) {
        const entry = setters.get(name.toLowerCase()) ?? { name, rules: [] };
        entry.rules.push(rule.for);
        setters.set(name.toLowerCase(), entry);
      }
    }
    for (const { name, rules: from } of setters.values()) {
      if (from.length > 1) problems.push(`${urlPath}: ${name} from ${from.join(" and ")}`);
    }
  }
  return problems;
}

/** Addresses that name nothing, one in each kind of place, answered with a 404 page (or its data). */
export const UNKNOWN_ADDRESSES = [
  "/no-such-page",
  "/Free/no-such-page",
  "/page-data/no-such-page/page-data.json",
  "/static/no-such-file.png",
  "/admin/no-such-file",
  // Under each translation's prefix, where its own 404 page answers.
  ...TRANSLATED_LOCALES.flatMap((locale) => [
    localePath(locale, "/no-such-page"),
    localePath(locale, "/Free/no-such-page"),
    `/page-data${localePath(locale, "/no-such-page")}/page-data.json`,
  ]),
];

/**
 * Every address a build in `publicDir` answers: each file (a folder's index.html also at the folder's address), each
 * route and 404 page's route in every edition, and UNKNOWN_ADDRESSES. The host's own configuration files are not
 * served.
 */
export function servedAddresses(publicDir: string): string[] {
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .filter((address) => !HOST_FILES.includes(address.slice(1)));
  const folders = files
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => file.slice(0, -"index.html".length));
  const routes = LOCALE_LIST.flatMap((locale) => [
    ...ROUTE_LIST.map((route) => localePath(locale, route.path)),
    notFoundPath(locale),
  ]);
  return [...new Set([...files, ...folders, ...routes, ...UNKNOWN_ADDRESSES])];
}

/** What a `_redirects` rule does to a request it matches. */
export interface RedirectMatch {
  to: string;
  status: number;
  /** "!" after the status: the rule applies even where a file answers the address. */
  force: boolean;
}

interface ParsedRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, string>;
}

function isParsedRedirect(value: unknown): value is ParsedRedirect {
  if (typeof value !== "object" || value === null) return false;
  const rule = value as Partial<ParsedRedirect>;
  return typeof rule.from === "string" && typeof rule.to === "string" && typeof rule.status === "number";
}

export type RedirectMatcher = (urlPath: string, query: string) => RedirectMatch | null;

/** The rules of a `_redirects` file (none if it does not exist), matched by Netlify's redirect engine. */
export async function readRedirects(redirectsFile: string): Promise<RedirectMatcher> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`${redirectsFile}: ${errors.map(String).join("\n")}`);
  const rules = redirects.filter(isParsedRedirect);
  if (rules.length === 0) return () => null;
  // The engine reads the host's own rule shape, which names two fields differently from the parser's output
  // (Netlify's CLI renames them the same way before handing the rules over).
  const engineRules = rules.map(({ from, query, ...rule }) => ({ ...rule, origin: from, params: query }));
  const matcher = await redirector.parseJSON(JSON.stringify(engineRules), {});
  return (urlPath, query) => {
    const match = matcher.match({
      scheme: "https",
      host: "localhost",
      path: urlPath,
      query,
      getHeader: () => "",
      getCookie: () => "",
    });
    return match && "to" in match ? { to: match.to, status: match.status, force: match.force } : null;
  };
}
