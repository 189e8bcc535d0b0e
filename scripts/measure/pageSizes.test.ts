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
  app: true,
};

describe("overBudget", () => {
  it("passes a route exactly at its budgets", () => {
    expect(overBudget(size, { firstLoadGzip: 82_000, cssGzip: 5_000, siteJsGzip: 4_000 })).toEqual([]);
  });

  it("fails a 1 KB overshoot of each budget, naming the route, the files and their bytes", () => {
    const problems = overBudget(size, {
      firstLoadGzip: 82_000 - 1024,
      cssGzip: 5_000 - 1024,
      siteJsGzip: 4_000 - 1024,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^\/Free: first load 82000 B gzip > budget 80976 B\n/);
    expect(problems[0]).toContain("    app-0123456789abcdef0123.js: 66000 B gzip (200000 B raw)");
    expect(problems[1]).toBe("/Free: CSS 5000 B gzip > budget 3976 B (inlined in Free.html)");
    expect(problems[2]).toContain("component---src-pages-free-tsx-0123456789abcdef0123.js: 4000 B gzip");
  });
});
