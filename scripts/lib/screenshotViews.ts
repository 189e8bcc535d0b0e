import { type Locale, LOCALE_LIST } from "../../src/siteManifest";

/** The views a set of screenshots is taken in: each edition, light and dark, on a phone (375 px) and a desktop. */
export const SCREENSHOT_VIEWS: readonly {
  locale: Locale;
  colorScheme: "light" | "dark";
  device: "phone" | "desktop";
  width: number;
}[] = LOCALE_LIST.flatMap((locale) =>
  (["light", "dark"] as const).flatMap((colorScheme) =>
    (
      [
        ["phone", 375],
        ["desktop", 1280],
      ] as const
    ).map(([device, width]) => ({ locale, colorScheme, device, width })),
  ),
);
