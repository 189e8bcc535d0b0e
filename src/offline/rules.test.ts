import { keepingOf, type Keeping } from "./rules";

const ORIGIN = "https://corsi.example";
const asked = (path: string, mode = "no-cors", method = "GET", origin = ORIGIN) =>
  keepingOf({ url: `${origin}${path}`, mode, method }, ORIGIN);

describe("keepingOf: which request the offline worker keeps, and how", () => {
  it.each<[string, string, Keeping]>([
    ["a topic page", "/Free/javascript", "page"],
    ["an Arabic topic page, percent-encoded", "/ar/Free/%D8%A8%D8%A7%D9%8A%D8%AB%D9%88%D9%86", "page"],
    ["a path page", "/Paths/web-basics", "page"],
    ["the learner's list", "/Saved", "page"],
    ["a page with a filter in its address", "/Free?lang=ar", "page"],
  ])("%s, opened, is a page (network first)", (_, path, keeping) => {
    expect(asked(path, "navigate")).toBe(keeping);
  });

  it.each<[string, string, Keeping]>([
    ["Gatsby's app, named by its content", "/app-12607a19c7a3d8ea7ddf.js", "hashed"],
    ["a page's chunk", "/component---src-pages-saved-tsx-0123456789abcdef0123.js", "hashed"],
    ["the catalog tools", "/catalog-tools-fe5bee389d5e62977f87.js", "hashed"],
    ["a card's thumbnail", "/static/cdb6204e9e98c168a36851d355e18b9c/79032/fixVid00101.webp", "picture"],
    ["the player's module, at one address", "/player.js", "fresh"],
    ["the notes' module, at one address", "/notes.js", "fresh"],
    ["/Saved's catalog", "/saved-catalog.json", "fresh"],
    ["/Saved's page data", "/page-data/Saved/page-data.json", "fresh"],
  ])("%s is kept as %s", (_, path, keeping) => {
    expect(asked(path)).toBe(keeping);
  });

  it.each<[string, string, string?, string?]>([
    ["the editor", "/admin/", "navigate"],
    ["the editor's files", "/admin/cms-0123456789abcdef0123.js"],
    ["the site's feed", "/feed.xml", "navigate"],
    ["a topic's feed", "/Free/javascript/feed.xml"],
    ["the search index", "/pagefind/pagefind.js"],
    ["the search index's fragments", "/pagefind/fragment/en_1a2b3c.pf_fragment"],
    ["the worker's own script", "/sw.js"],
    ["the web app manifest", "/app.webmanifest"],
    ["an app icon", "/icons/app-192.png"],
    ["a source map", "/app-12607a19c7a3d8ea7ddf.js.map"],
    ["a script in a folder, not named by its content", "/Free/app-12607a19c7a3d8ea7ddf.js"],
    ["a form's send", "/Free/javascript", "navigate", "POST"],
  ])("%s is left to the browser", (_, path, mode = "no-cors", method = "GET") => {
    expect(asked(path, mode, method)).toBe("none");
  });

  it("keeps nothing from another origin: the player, YouTube's pictures, anything", () => {
    expect(asked("/embed/abc", "navigate", "GET", "https://www.youtube-nocookie.com")).toBe("none");
    expect(asked("/vi/abc/hqdefault.jpg", "no-cors", "GET", "https://i.ytimg.com")).toBe("none");
    expect(asked("/app-12607a19c7a3d8ea7ddf.js", "no-cors", "GET", "https://corsi.example:8443")).toBe("none");
  });
});
