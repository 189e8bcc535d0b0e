/** The site's policy in a page's own <meta> element, for the 404 page that no `_headers` policy rule reaches. */

/** Directives a policy given by a <meta> element cannot carry: browsers ignore them there, and log an error. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"];

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The page with `policy` in a <meta> element, right after its charset, so it covers every script of the page. An
 * address that names nothing outside a folder (/nope) matches no `_headers` rule but `/*`, and a policy on `/*` would
 * also reach the editor at /admin/, so the original's 404 page, which answers it, carries the site's policy itself.
 * What a <meta> policy cannot say (frame-ancestors) X-Frame-Options: DENY on `/*` says for every response.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const directives = policy
    .split("; ")
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(" ")[0]));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${directives.join("; ")}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, meta);
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (!charset) throw new Error("withPolicyMeta: the page has no <meta charset> to put its policy after");
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}
