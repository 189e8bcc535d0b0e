import { createHash } from "node:crypto";
import { LOCAL_CMS_BACKEND, LOCAL_OEMBED_ORIGIN, YOUTUBE_OEMBED_ORIGIN } from "../../src/siteManifest";

/**
 * The Content-Security-Policy for every page. Scripts run only from this
 * origin plus the inline scripts Gatsby (and the theme script) write, each
 * allowed by its SHA-256 hash, computed from the built HTML.
 */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** The CMS's GitHub backend reads and commits content through this API. */
export const GITHUB_API_ORIGIN = "https://api.github.com";

/** Executable inline scripts (not JSON-LD or other data blocks) in one HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue;
    scripts.push(body);
  }
  return scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the search index (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
    // Gatsby inlines the stylesheet and writes two style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // data: for Bootstrap's menu icon, drawn as an inline SVG background.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${YOUTUBE_EMBED_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * /admin (Decap CMS) only: its config validator compiles code at run time ('unsafe-eval'), it reads and writes the
 * repository through GitHub's API, and its videos' widget asks YouTube's oEmbed for a title and channel. The public
 * pages never get this policy.
 */
export function adminContentSecurityPolicy(connectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(" ")}`,
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** What the host sends: HTTPS origins only, GitHub's API and YouTube's oEmbed. */
export const ADMIN_CONTENT_SECURITY_POLICY = adminContentSecurityPolicy([GITHUB_API_ORIGIN, YOUTUBE_OEMBED_ORIGIN]);

/**
 * What a host on this machine sends instead (the end-to-end tests): the editor may also talk to decap-server and to the
 * YouTube stand-in the fixture build's /admin asks, which only listen on plain HTTP. Never written into `_headers`.
 */
export const LOCAL_ADMIN_CONTENT_SECURITY_POLICY = adminContentSecurityPolicy([
  GITHUB_API_ORIGIN,
  YOUTUBE_OEMBED_ORIGIN,
  LOCAL_CMS_BACKEND,
  LOCAL_OEMBED_ORIGIN,
]);
