import { type BrowserSelf, needsHomeScreen } from "./homeScreen";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1";
const IPHONE_EDGE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/605.1.15";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

const browser = (userAgent: string, more: Partial<BrowserSelf> = {}): BrowserSelf => ({
  userAgent,
  maxTouchPoints: 5,
  displayStandalone: false,
  ...more,
});

describe("the Home Screen advice's condition", () => {
  it("holds for Safari on an iPhone, and on an iPad that says it is a Mac", () => {
    expect(needsHomeScreen(browser(IPHONE_SAFARI))).toBe(true);
    expect(needsHomeScreen(browser(IPAD_SAFARI))).toBe(true);
  });

  it("not once Corsi is opened from the Home Screen", () => {
    expect(needsHomeScreen(browser(IPHONE_SAFARI, { standalone: true }))).toBe(false);
    expect(needsHomeScreen(browser(IPHONE_SAFARI, { displayStandalone: true }))).toBe(false);
  });

  it("not for a Mac, other browsers on iOS, or any other phone", () => {
    expect(needsHomeScreen(browser(IPAD_SAFARI, { maxTouchPoints: 0 }))).toBe(false);
    expect(needsHomeScreen(browser(IPHONE_CHROME))).toBe(false);
    expect(needsHomeScreen(browser(IPHONE_EDGE))).toBe(false);
    expect(needsHomeScreen(browser(ANDROID_CHROME))).toBe(false);
  });
});
