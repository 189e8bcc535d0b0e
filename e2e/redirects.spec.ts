import { expect, test } from "@playwright/test";
import { watchPage } from "./site";

/*
 * Where an address that is not a page's own goes: case and slash variants redirect with 301 to the canonical URL, in
 * each edition, and an unknown address stays the 404 page, at the visitor's address, with the 404 page's data.
 */

test("case and slash variants of each route redirect with 301 to the canonical URL", async ({ request }) => {
  const cases: [string, string][] = [
    ["/free", "/Free"],
    ["/FREE", "/Free"],
    ["/Free/", "/Free"],
    ["/paid/", "/Paid"],
    ["/CONTACT", "/Contact"],
    ["/user1", "/User1"],
    ["/admin", "/admin/"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
  const missing = await request.get("/Freebies", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page not found");
});

test("the Arabic pages get the same case and slash redirects", async ({ request }) => {
  const cases: [string, string][] = [
    ["/ar/", "/ar"],
    ["/AR", "/ar"],
    ["/ar/free", "/ar/Free"],
    ["/AR/FREE/", "/ar/Free"],
    ["/ar/Free/", "/ar/Free"],
    ["/ar/contact", "/ar/Contact"],
    ["/ar/user1/", "/ar/User1"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test("the Arabic 404 page answers 404 and stays the Arabic 404 page at the visitor's address, with no error", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const address = "/ar/Free/no-such-page";
  const watch = watchPage(page, { allowMissing: [address] });
  const response = await page.goto(address, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await page.mouse.move(20, 20);
  await page.waitForTimeout(1000);
  // Gatsby's app would move a translation's 404 page to its own address (/ar/404): that page has no app.
  expect(decodeURI(new URL(page.url()).pathname)).toBe(address);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("h1")).toHaveCount(1);
  watch.expectClean();
});

test("the data of an unknown page is the 404 page's, and a known page's data is its own", async ({ request }) => {
  for (const address of ["/Freebies", "/courses/python"]) {
    const data = await request.get(`/page-data${address}/page-data.json`, { maxRedirects: 0 });
    expect(data.status(), address).toBe(200);
    expect(((await data.json()) as { path: string }).path, address).toBe("/404.html");
  }
  const free = await request.get("/page-data/Free/page-data.json");
  expect(((await free.json()) as { path: string }).path).toBe("/Free");
});
