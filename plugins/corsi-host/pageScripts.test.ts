import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sha256Source } from "./csp";
import { publicPageScripts } from "./pageScripts";

describe("publicPageScripts", () => {
  let dir: string;
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "corsi-page-scripts-"));
    write("index.html", '<script>a()</script><script type="speculationrules">{"rules":1}</script>');
    write("Free/index.html", '<script>a()</script><script type="application/ld+json">{"@type":"x"}</script>');
    write("ar/404.html", "<script>f()</script>");
    write("admin/index.html", "<script>cms()</script>");
    write("page-data/app-data.json", "{}");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gathers every public page's inline scripts and speculation rules, once each, not the editor's or data blocks", () => {
    expect(publicPageScripts(dir).hashes).toEqual(["a()", "f()", '{"rules":1}'].map(sha256Source).sort());
  });

  it("reads again only a page whose file changed since it was known", () => {
    const first = publicPageScripts(dir);
    expect(first.read).toBe(3);
    // What it knew of a page whose file is as it was is taken as is: a marker shows it was not read.
    const marked = { ...first.known, "ar/404.html": { ...first.known["ar/404.html"], hashes: ["kept"] } };
    expect(publicPageScripts(dir, marked).hashes).toContain("kept");
    // Written again (another time, here also another size), the page is read.
    write("ar/404.html", "<script>g()</script><script>h()</script>");
    utimesSync(path.join(dir, "ar/404.html"), new Date(), new Date(Date.now() + 5000));
    const after = publicPageScripts(dir, marked);
    expect(after.read).toBe(1);
    const again = after.hashes;
    expect(again).toEqual(["a()", "g()", "h()", '{"rules":1}'].map(sha256Source).sort());
  });

  it("forgets a page that is gone", () => {
    const first = publicPageScripts(dir);
    rmSync(path.join(dir, "ar/404.html"));
    const after = publicPageScripts(dir, first.known);
    expect(after.hashes).not.toContain(sha256Source("f()"));
    expect(Object.keys(after.known)).not.toContain("ar/404.html");
  });
});
