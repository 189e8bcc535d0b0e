import { hostCacheDir } from "./adapter";
import { builtPagePaths } from "./adapterInput";

describe("builtPagePaths", () => {
  it("names each page once, without a trailing slash but the home page's, sorted", () => {
    expect(builtPagePaths(["/Free", "/", "/404/", "/404.html", "/ar/Free/python-learning/2", "/Free"])).toEqual([
      "/",
      "/404",
      "/404.html",
      "/Free",
      "/ar/Free/python-learning/2",
    ]);
  });
});

describe("hostCacheDir", () => {
  it("is Netlify's build cache on its build machines, the project's .netlify/ for netlify-cli, none elsewhere", () => {
    expect(hostCacheDir({ NETLIFY: "true" }, "/site")).toBe("/opt/build/cache");
    expect(hostCacheDir({ NETLIFY: "true", NETLIFY_LOCAL: "true" }, "/site")).toBe("/site/.netlify/build-cache");
    expect(hostCacheDir({}, "/site")).toBeUndefined();
  });
});
