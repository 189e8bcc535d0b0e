import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LOCAL_ADMIN_CONTENT_SECURITY_POLICY } from "../plugins/corsi-host/csp";
import { ADMIN_RULE } from "../plugins/corsi-host/hostFiles";
import { NOT_FOUND_ROUTE } from "../src/siteManifest";
import { headersFor, readHeaderRules, readRedirects } from "./lib/hostRules";

/**
 * Serves a built site the way a Netlify-style static host does, so tests and the benchmark see what visitors get. The
 * rules in `_redirects` and `_headers` are read and matched by Netlify's own libraries (hostRules.ts); around them this
 * file does what the host adds: /Free from Free.html, a folder's address without its slash redirected to add one
 * (/admin → /admin/), unknown paths answered by 404.html with status 404, text compressed with gzip.
 */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
};

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

/** Each file's gzip, made once while it stays the same: the tests ask for the same pages and scripts hundreds of times. */
const gzipped = new Map<string, { version: string; body: Buffer }>();

function gzippedFile(file: string): Buffer {
  const { mtimeMs, size } = statSync(file);
  const version = `${mtimeMs}:${size}`;
  const kept = gzipped.get(file);
  if (kept?.version === version) return kept.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { version, body });
  return body;
}

export interface HostOptions {
  /** Let the editor at /admin reach decap-server on this machine (the CMS end-to-end test); never the host's policy. */
  localCms?: boolean;
}

/** The editor's local policy, given the way Netlify lets configuration replace a `_headers` value for one path. */
const LOCAL_CMS_RULES = [
  { for: ADMIN_RULE, values: { "Content-Security-Policy": LOCAL_ADMIN_CONTENT_SECURITY_POLICY } },
];

export async function startStaticHost(root: string, port: number, { localCms = false }: HostOptions = {}) {
  const publicDir = path.resolve(root);
  const headerRules = await readHeaderRules(path.join(publicDir, "_headers"), localCms ? LOCAL_CMS_RULES : []);
  const matchRedirect = await readRedirects(path.join(publicDir, "_redirects"));

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      // A broken escape (/ar/Free/%zz) names no file: the address as it came, so the rules answer it with its edition's
      // 404 page and status 404.
      urlPath = url.pathname;
    }
    if (isFolderWithoutSlash(publicDir, urlPath)) {
      response.writeHead(301, { Location: `${urlPath}/${url.search}` });
      response.end();
      return;
    }
    // Netlify's order: a file at the address answers unless a forced rule matches; otherwise the first matching rule;
    // otherwise the 404 page.
    let file = resolveFile(publicDir, urlPath);
    let status = 200;
    const rule = matchRedirect(urlPath, url.search.slice(1));
    if (rule && (rule.force || !file)) {
      if (rule.status >= 300 && rule.status < 400) {
        response.writeHead(rule.status, { Location: rule.to + (rule.to.includes("?") ? "" : url.search) });
        response.end();
        return;
      }
      file = resolveFile(publicDir, rule.to);
      status = rule.status;
    }
    if (!file) {
      status = 404;
      file = resolveFile(publicDir, `/${NOT_FOUND_ROUTE.file}`);
    }
    if (!file) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found");
      return;
    }
    // Headers by the address asked for, as the host matches them (not by the file that answers it).
    const headers: Record<string, string> = {
      "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
      ...headersFor(headerRules, urlPath),
    };
    const compress =
      /^(text|application\/(javascript|json|xml|atom\+xml|manifest)|image\/svg)/.test(headers["Content-Type"]) &&
      /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (compress) headers["Content-Encoding"] = "gzip";
    headers.Vary = "Accept-Encoding";
    response.writeHead(status, headers);
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    if (compress) response.end(gzippedFile(file));
    else createReadStream(file).pipe(response);
  });
  return new Promise<Server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (require.main === module) {
  const [root = "public", port = "9000"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const localCms = process.argv.includes("--local-cms");
  void startStaticHost(root, Number(port), { localCms }).then(() =>
    console.log(
      `Serving ${root} on http://127.0.0.1:${port}${localCms ? " (editor allowed to reach decap-server)" : ""}`,
    ),
  );
}
