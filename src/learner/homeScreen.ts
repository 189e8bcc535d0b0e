/**
 * Whether /Saved tells the learner to add Corsi to the Home Screen: on an iPhone or iPad, in Safari, not already opened
 * from the Home Screen. Safari deletes all a site's script-writable storage (the list included) after seven days of
 * Safari use without a visit to the site (WebKit's tracking prevention); a web app on the Home Screen keeps its own
 * count and is not cleared that way. Other browsers on iOS (Chrome, Firefox, Edge, in-app browsers) say so in their
 * user agent, and are not told: their menus differ, and the advice names Safari's. Read from what the browser says of
 * itself, after hydration (src/saved/useSavedList.ts).
 */
export interface BrowserSelf {
  userAgent: string;
  /** iPadOS's Safari says it is a Mac; a Mac has no touch screen. */
  maxTouchPoints: number;
  /** Safari's own: true once opened from the Home Screen. */
  standalone?: boolean;
  /** `display-mode: standalone`: opened as an installed web app, in any browser. */
  displayStandalone: boolean;
}

/** Browsers on iOS that say "Version/… Safari/" too, and which are not Safari. */
const NOT_SAFARI =
  /\b(?:CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line|Snapchat)\b/;

export function needsHomeScreen({ userAgent, maxTouchPoints, standalone, displayStandalone }: BrowserSelf): boolean {
  if (standalone === true || displayStandalone) return false;
  const apple = /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  const safari = /\bVersion\/[\d.]+\b.*\bSafari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
  return apple && safari;
}
