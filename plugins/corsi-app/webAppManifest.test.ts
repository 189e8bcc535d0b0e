import { readFileSync } from "node:fs";
import path from "node:path";
import { fullBleed, webAppManifest } from "./webAppManifest";

const texts = { brand: "Corsi", description: "Courses" };

describe("each edition's web app manifest", () => {
  it("opens the edition's home page, in its language and direction, standalone", () => {
    expect(webAppManifest("en", texts)).toMatchObject({
      id: "/",
      start_url: "/",
      scope: "/",
      lang: "en",
      dir: "ltr",
      display: "standalone",
    });
    const arabic = webAppManifest("ar", { brand: "كورسي", description: "دورات" });
    expect(arabic).toMatchObject({ name: "كورسي", start_url: "/ar", scope: "/ar", lang: "ar", dir: "rtl" });
    expect(arabic.start_url.startsWith(arabic.scope)).toBe(true);
  });

  it("names icons of 192 and 512 pixels and a maskable one", () => {
    const icons = webAppManifest("en", texts).icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("draws the maskable icon from the logo with its ground to the edges", () => {
    const logo = readFileSync(path.join(__dirname, "..", "..", "static", "favicon.svg"), "utf8");
    expect(logo).toMatch(/<rect\b[^>]*\brx=/);
    expect(fullBleed(logo)).not.toMatch(/<rect\b[^>]*\brx=/);
    expect(() => fullBleed("<svg><circle r='1'/></svg>")).toThrow();
  });
});
