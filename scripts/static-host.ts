import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createGzip } from "node:zlib";

/**
 * Serves a built site the way a Netlify-style static host does, so tests and
 * the benchmark see what visitors get: /Free from Free.html, a folder's
 * address without its slash redirected to add one (/admin → /admin/), unknown
 * paths answered by 404.html with status 404, rules from `_redirects` and
 * headers from `_headers` applied, text compressed with gzip.
 */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
};

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

interface RedirectRule {
  from: RegExp;
  to: string;
  status: number;
  /** "301!": applies even when a file answers the path. */
  force: boolean;
}

const toRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: toRegExp(line.trim()), headers: [] });
    else {
      const at = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "301"] = line.split(/\s+/);
      return { from: toRegExp(from), to, status: Number.parseInt(status, 10), force: status.endsWith("!") };
    });
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

function resolveFile(root: string, urlPath: string): string | undefined {
  const candidates = [urlPath, path.join(urlPath, "index.html"), `${urlPath}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** /admin when admin/index.html exists and admin.html does not: the host adds the slash, as Netlify does. */
function isFolderWithoutSlash(root: string, urlPath: string): boolean {
  if (urlPath.endsWith("/") || existsSync(path.join(root, `${urlPath}.html`))) return false;
  const index = path.join(root, urlPath, "index.html");
  return index.startsWith(root) && existsSync(index);
}

export function startStaticHost(root: string, port: number): Promise<Server> {
  const publicDir = path.resolve(root);
  const headerRules = parseHeaders(readIfExists(path.join(publicDir, "_headers")));
  const redirects = parseRedirects(readIfExists(path.join(publicDir, "_redirects")));

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = "/404.html";
    }
    // Netlify's order: forced rules, then a file at the path, then the other rules, then 404.html.
    const matching = (force: boolean) => redirects.find((rule) => rule.force === force && rule.from.test(urlPath));
    let file: string | undefined;
    let status = 200;
    const forced = matching(true);
    if (!forced && isFolderWithoutSlash(publicDir, urlPath)) {
      response.writeHead(301, { Location: `${urlPath}/${url.search}` });
      response.end();
      return;
    }
    const rule = forced ?? (resolveFile(publicDir, urlPath) ? undefined : matching(false));
    if (rule && rule.status >= 300 && rule.status < 400) {
      response.writeHead(rule.status, { Location: rule.to + url.search });
      response.end();
      return;
    }
    if (rule) {
      file = resolveFile(publicDir, rule.to);
      status = rule.status;
    } else file = resolveFile(publicDir, urlPath);
    if (!file) {
      status = 404;
      file = resolveFile(publicDir, "/404.html");
    }
    if (!file) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found");
      return;
    }
    const headers: Record<string, string> = { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" };
    for (const rule of headerRules) {
      if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) headers[name] = value;
    }
    const compress =
      /^(text|application\/(javascript|json|xml|manifest)|image\/svg)/.test(headers["Content-Type"]) &&
      /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (compress) headers["Content-Encoding"] = "gzip";
    headers.Vary = "Accept-Encoding";
    response.writeHead(status, headers);
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    const body = createReadStream(file);
    (compress ? body.pipe(createGzip()) : body).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (require.main === module) {
  const [root = "public", port = "9000"] = process.argv.slice(2);
  void startStaticHost(root, Number(port)).then(() => console.log(`Serving ${root} on http://127.0.0.1:${port}`));
}
