import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LOCALE_LIST, localePath, ROUTES } from "../../src/siteManifest";
import { writeScriptBundle } from "./scriptBundles";
import { inlineScript } from "./inline/serialise";
import { KEPT_PAGE_OPTIONS, keptPageScript } from "./inline/keptPageScript";
import { sha256Source } from "../corsi-host/csp";
import { offlineWorkerOn } from "./offlineSwitch";

/** A page's HTML in public/ once Gatsby has written it (at <path>/index.html; the host's adapter moves some later). */
function builtPage(publicDir: string, address: string): string {
  const candidates = [path.join(publicDir, address, "index.html"), path.join(publicDir, `${address}.html`)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The offline worker fetches ahead ${address}, which the build did not write.`);
  return readFileSync(found, "utf8");
}

/**
 * Writes the worker (or its off-switch) into public/, after the pages: it fetches ahead each edition's offline page,
 * under a revision from the page's content, so a deploy that changes the page (its texts, the stylesheet inlined in
 * it) is a new worker, which replaces the old page; one that does not leaves the worker byte for byte as it was.
 */
export function writeOfflineWorker(publicDir = path.join(process.cwd(), "public")): string {
  if (!offlineWorkerOn()) return writeScriptBundle("worker-off", publicDir);
  const pages = Object.fromEntries(
    LOCALE_LIST.map((locale) => {
      const url = localePath(locale, ROUTES.offline.path);
      const revision = createHash("sha256").update(builtPage(publicDir, url)).digest("hex").slice(0, 20);
      return [locale, { url, revision }];
    }),
  );
  const script = inlineScript(keptPageScript, KEPT_PAGE_OPTIONS);
  return writeScriptBundle("worker", publicDir, {
    CORSI_OFFLINE_PAGES: JSON.stringify(pages),
    CORSI_KEPT_PAGE_SCRIPT: JSON.stringify({ script, hash: sha256Source(script) }),
  });
}
