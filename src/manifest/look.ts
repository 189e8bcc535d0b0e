/** The colours the site's code shares: the installed app's, and the poster tones of the video sections. */

/**
 * The installed app's colours: its title bar the logo's indigo (white text and icons read on it in light and dark
 * alike); its splash a deep indigo, dark enough not to flash a dark-mode visitor, the brand's for a light-mode one.
 */
export const APP_COLOURS = { theme: "#4338ca", background: "#1e1b4b" } as const;

/**
 * The poster colours that tell neighbouring video sections apart (dark enough for white text at 4.5:1).
 * The stylesheet gets them as `$poster-tones` (gatsby-config.ts), the share image draws them, and a section picks
 * one with `posterTone(index)`.
 */
export const POSTER_TONES = ["#3730a3", "#155e75", "#166534", "#9a3412", "#86198f", "#1e40af", "#9f1239", "#374151"];

export function posterTone(index: number): number {
  return index % POSTER_TONES.length;
}
