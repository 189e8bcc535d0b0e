import { chromium, test } from "@playwright/test";
import { APP_COLOURS, appIconPath, localePath, LOCALE_LIST, webAppManifestPath } from "../src/siteManifest";
import { launchOptions } from "../scripts/lib/chromium";
import { cppIn, expect, texts } from "./listKept";

/*
 * Nothing a learner keeps is lost, first because the site installs: every page links its edition's web app manifest,
 * with its icons, and Chromium finds it installable.
 */

test.describe.configure({ timeout: 120_000 });

/** The width and height a PNG says it has (its IHDR chunk). */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

for (const locale of LOCALE_LIST) {
  const { brand } = texts(locale);
  const { cppPath } = cppIn(locale);

  test(`${locale}: every page links its edition's web app manifest, which Chromium finds installable`, async ({
    page,
    request,
    baseURL,
  }) => {
    const home = localePath(locale, "/");
    await page.goto(home);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(webAppManifestPath(locale));
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: brand,
      short_name: brand,
      lang: locale,
      dir: locale === "ar" ? "rtl" : "ltr",
      start_url: home,
      scope: home,
      display: "standalone",
      theme_color: APP_COLOURS.theme,
      background_color: APP_COLOURS.background,
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
      const [width, height] = pngSize(await response.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(icons.map(({ src }) => src)).toContain(appIconPath(192));
    // A page of the edition deep inside it links the same manifest.
    await page.goto(cppPath);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", webAppManifestPath(locale));
    // Chromium's own check, in the full browser: the headless shell has no installing to check, and answers nothing
    // for any page. A private profile (every test's context is one) always adds "in-incognito", which shows the check
    // ran.
    const full = await chromium.launch(launchOptions);
    try {
      const fullPage = await full.newPage();
      await fullPage.goto(`${baseURL}${home}`);
      const cdp = await fullPage.context().newCDPSession(fullPage);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(["in-incognito"]);
    } finally {
      await full.close();
    }
  });
}
