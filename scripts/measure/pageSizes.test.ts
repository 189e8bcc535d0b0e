import { overBudget, type RouteSize } from "./pageSizes";

const size: RouteSize = {
  route: "/Free",
  files: [
    { file: "Free.html", kind: "html", raw: 50_000, gzip: 10_000 },
    { file: "app-0123456789abcdef0123.js", kind: "runtime-js", raw: 200_000, gzip: 66_000 },
    { file: "component---src-pages-free-tsx-0123456789abcdef0123.js", kind: "site-js", raw: 12_000, gzip: 4_000 },
    { file: "page-data/Free/page-data.json", kind: "data", raw: 8_000, gzip: 2_000 },
  ],
  css: { raw: 20_000, gzip: 5_000 },
  firstLoadGzip: 82_000,
  siteJsGzip: 4_000,
  code: "app",
  app: true,
  onUseGzip: 0,
};
const budgets = {
  firstLoadGzip: 30_000,
  appFirstLoadGzip: 82_000,
  navigationGzip: 10_000,
  cssGzip: 5_000,
  siteJsGzip: 4_000,
  onUseGzip: 3_000,
  pressModuleGzip: 6_000,
  offlineFetchGzip: 45_000,
};

describe("overBudget", () => {
  it("passes a route exactly at its budgets", () => {
    expect(overBudget(size, budgets)).toEqual([]);
  });

  it("fails a 1 KB overshoot of each budget, naming the route, the files and their bytes", () => {
    const problems = overBudget(size, {
      ...budgets,
      appFirstLoadGzip: 82_000 - 1024,
      cssGzip: 5_000 - 1024,
      siteJsGzip: 4_000 - 1024,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^\/Free: first load 82000 B gzip > budget 80976 B\n/);
    expect(problems[0]).toContain("    app-0123456789abcdef0123.js: 66000 B gzip (200000 B raw)");
    expect(problems[1]).toBe("/Free: CSS 5000 B gzip > budget 3976 B (inlined in Free.html)");
    expect(problems[2]).toContain("component---src-pages-free-tsx-0123456789abcdef0123.js: 4000 B gzip");
  });

  it("holds a page without the app to the lighter budget, a link to its HTML's, and the tools' code to its own", () => {
    const page: RouteSize = {
      ...size,
      files: [
        { file: "Free.html", kind: "html", raw: 50_000, gzip: 10_001 },
        { file: "catalog-tools-0123456789abcdef0123.js", kind: "on-use-js", raw: 9_000, gzip: 3_001 },
      ],
      firstLoadGzip: 30_001,
      siteJsGzip: 0,
      code: "tools",
      app: false,
      onUseGzip: 3_001,
    };
    expect(overBudget(page, budgets)).toEqual([
      expect.stringMatching(/^\/Free: first load 30001 B gzip > budget 30000 B\n/),
      "/Free: a link to it loads 10001 B gzip > budget 10000 B",
      expect.stringMatching(/^\/Free: the tools' code 3001 B gzip > budget 3000 B\n {4}catalog-tools-/),
    ]);
  });
});
