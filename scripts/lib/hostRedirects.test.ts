/** @jest-environment node */
// Node, not jsdom: Netlify's redirect engine loads WebAssembly.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { redirectsFile } from "../../plugins/corsi-host/hostFiles";
import { localePath } from "../../src/siteManifest";
import { readRedirects } from "./hostRules";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "corsi-host-redirects-"));
  const pages = [
    "/",
    "/Free",
    "/Paid",
    "/Contact",
    "/User1",
    "/Free/python-learning",
    "/Free/python-learning/2",
    "/Free/تعلم-بايثون",
  ];
  // Every page Gatsby builds: both editions, and Gatsby's 404 pages.
  const allPages = [...pages, "/404", "/404.html", "/dev-404-page", ...pages.map((page) => localePath("ar", page))];
  writeFileSync(path.join(dir, "_redirects"), redirectsFile([...allPages, "/ar/404"]));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the generated _redirects, matched by Netlify's redirect engine", () => {
  it("sends case and slash variants to the route, the data of an unknown page to the 404 page's, the rest to 404", async () => {
    const match = await readRedirects(path.join(dir, "_redirects"));
    expect(match("/free", "")).toMatchObject({ to: "/Free", status: 301, force: false });
    expect(match("/FREE/", "")).toMatchObject({ to: "/Free", status: 301 });
    expect(match("/Contact/", "")).toMatchObject({ to: "/Contact", status: 301 });
    expect(match("/page-data/nope/page-data.json", "")).toMatchObject({
      to: "/page-data/404.html/page-data.json",
      status: 200,
    });
    expect(match("/no-such-page", "")).toMatchObject({ to: "/404.html", status: 404 });
  });

  it("answers an unknown Arabic address with the Arabic 404 page, and any other with the original's", async () => {
    const match = await readRedirects(path.join(dir, "_redirects"));
    expect(match("/ar/nope", "")).toMatchObject({ to: "/ar/404.html", status: 404, force: false });
    expect(match("/ar/Free/nope", "")).toMatchObject({ to: "/ar/404.html", status: 404 });
    expect(match(encodeURI("/ar/Free/لا-يوجد"), "")).toMatchObject({ to: "/ar/404.html", status: 404 });
    expect(match("/nope", "")).toMatchObject({ to: "/404.html", status: 404 });
    expect(match("/Free/nope", "")).toMatchObject({ to: "/404.html", status: 404 });
    expect(match("/arabic", "")).toMatchObject({ to: "/404.html", status: 404 });
    // The Arabic 404 page is no address of its own: /ar/404/ is an unknown address like any other.
    expect(match("/ar/404/", "")).toMatchObject({ to: "/ar/404.html", status: 404 });
    expect(match("/page-data/ar/nope/page-data.json", "")).toMatchObject({
      to: "/page-data/ar/404/page-data.json",
      status: 200,
    });
    expect(match("/page-data/nope/page-data.json", "")).toMatchObject({ to: "/page-data/404.html/page-data.json" });
  });

  it("sends the case and slash variants of the Arabic pages to them, as for the original", async () => {
    const match = await readRedirects(path.join(dir, "_redirects"));
    expect(match("/ar/", "")).toMatchObject({ to: "/ar", status: 301 });
    expect(match("/AR", "")).toMatchObject({ to: "/ar", status: 301 });
    expect(match("/ar/free", "")).toMatchObject({ to: "/ar/Free", status: 301 });
    expect(match("/AR/FREE/", "")).toMatchObject({ to: "/ar/Free", status: 301 });
    expect(match("/ar/Free/", "")).toMatchObject({ to: "/ar/Free", status: 301 });
    expect(match("/ar/contact", "")).toMatchObject({ to: "/ar/Contact", status: 301 });
    expect(match("/ar/user1/", "")).toMatchObject({ to: "/ar/User1", status: 301 });
    expect(match("/ar/free/python-learning", "")).toMatchObject({ to: "/ar/Free/python-learning", status: 301 });
    expect(match(encodeURI("/ar/free/تعلم-بايثون"), "")).toMatchObject({
      to: encodeURI("/ar/Free/تعلم-بايثون"),
      status: 301,
    });
  });

  it("matches nothing when there is no _redirects file", async () => {
    expect((await readRedirects(path.join(dir, "no-such-file")))("/free", "")).toBeNull();
  });
});
