import { createHash } from "node:crypto";
import { LOCAL_CMS_BACKEND, LOCAL_OEMBED_ORIGIN, YOUTUBE_OEMBED_ORIGIN } from "../../src/siteManifest";
import { PLAYER_ORIGIN } from "../../src/content/youtube";

/**
 * The Content-Security-Policy for every page. Scripts run only from this
 * origin plus the inline scripts the head writes (and its speculation rules),
 * each allowed by its SHA-256 hash, computed from the built HTML. Frames only from the player's origin
 * (src/content/youtube.ts, PLAYER_ORIGIN).
 */
/** The CMS's GitHub backend reads and commits content through this API. */
export const GITHUB_API_ORIGIN = "https://api.github.com";

/** The bodies of the inline <script> elements of one HTML document whose type passes `wanted` ("" when it has none). */
function inlineElements(html: string, wanted: (type: string) => boolean): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (wanted(type)) scripts.push(body);
  }
  return scripts;
}

/** Executable inline scripts (not JSON-LD or other data blocks) in one HTML document. */
export function inlineScripts(html: string): string[] {
  return inlineElements(html, (type) => ["", "text/javascript", "module", "application/javascript"].includes(type));
}

/**
 * The inline speculation rules of one HTML document (plugins/corsi-boot/speculationRules.ts). A browser applies them
 * only if the policy's script-src allows them, as it would an inline script: by their hash.
 */
export function inlineSpeculationRules(html: string): string[] {
  return inlineElements(html, (type) => type === "speculationrules");
}

/** Everything inline in one HTML document that the policy's script-src must allow: scripts and speculation rules. */
export function inlineScriptSources(html: string): string[] {
  return [...inlineScripts(html), ...inlineSpeculationRules(html)];
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
    // The offline worker (src/offline/), from the site's own origin only.
    "worker-src 'self'",
    `frame-src ${PLAYER_ORIGIN}`,
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
