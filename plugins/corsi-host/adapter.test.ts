import type { RoutesManifest } from "gatsby";
import { builtPages, hostCacheDir } from "./adapter";

describe("builtPages", () => {
  it("lists the pages Gatsby wrote, not their data, slices, assets or redirects", () => {
    const page = (path: string, filePath: string) => ({ type: "static" as const, path, filePath, headers: [] });
    const routes: RoutesManifest = [
      page("/", "public/index.html"),
      page("/Free", "public/Free/index.html"),
      page("/ar/Free/python-learning/2", "public/ar/Free/python-learning/2/index.html"),
      page("/404.html", "public/404.html"),
      page("/page-data/Free/page-data.json", "public/page-data/Free/page-data.json"),
      page("/_gatsby/slices/_gatsby-scripts-1.html", "public/_gatsby/slices/_gatsby-scripts-1.html"),
      page("/app-6d3878c23b8a06822b88.js", "public/app-6d3878c23b8a06822b88.js"),
      { type: "redirect", path: "/old", toPath: "/Free", status: 301, headers: [] },
      { type: "function", path: "/api/x", functionId: "x" },
    ];
    expect(builtPages(routes)).toEqual(["/", "/Free", "/ar/Free/python-learning/2", "/404.html"]);
  });
});

describe("hostCacheDir", () => {
  it("is Netlify's build cache on its build machines, the project's .netlify/ for netlify-cli, none elsewhere", () => {
    expect(hostCacheDir({ NETLIFY: "true" }, "/site")).toBe("/opt/build/cache");
    expect(hostCacheDir({ NETLIFY: "true", NETLIFY_LOCAL: "true" }, "/site")).toBe("/site/.netlify/build-cache");
    expect(hostCacheDir({}, "/site")).toBeUndefined();
  });
});
