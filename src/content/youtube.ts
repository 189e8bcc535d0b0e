/** Links to a YouTube video, built from its id (and playlist, when it has one). */
export interface YouTubeVideoRef {
  youtubeId: string;
  playlistId?: string | null;
}

/**
 * The player's origin: YouTube's privacy-enhanced one, or CORSI_PLAYER_ORIGIN at build (a local stand-in for tests,
 * scripts/stand-ins/player.ts). Everywhere the origin is written reads it here: the embed's address, the pages' CSP
 * `frame-src` and Permissions-Policy (plugins/corsi-host/csp.ts), the JSON-LD's `embedUrl`, and the origin the player
 * module (src/player/) takes messages from. The build hands the variable to the HTML renderer and to the browser's
 * bundles (plugins/corsi-build-tuning, plugins/corsi-boot/scriptBundles.ts).
 */
export const PLAYER_ORIGIN = process.env.CORSI_PLAYER_ORIGIN || "https://www.youtube-nocookie.com";

/** The privacy-enhanced embed; the player asks for autoplay, since the visitor just pressed play. */
export function embedUrl({ youtubeId, playlistId }: YouTubeVideoRef, { autoplay = true } = {}): string {
  const params = new URLSearchParams();
  if (autoplay) params.set("autoplay", "1");
  if (playlistId) params.set("list", playlistId);
  const query = params.toString();
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(youtubeId)}${query ? `?${query}` : ""}`;
}

export function watchUrl({ youtubeId, playlistId }: YouTubeVideoRef): string {
  const params = new URLSearchParams({ v: youtubeId });
  if (playlistId) params.set("list", playlistId);
  return `https://www.youtube.com/watch?${params}`;
}

/** A playlist's own page on YouTube. */
export function playlistUrl(playlistId: string): string {
  return `https://www.youtube.com/playlist?${new URLSearchParams({ list: playlistId })}`;
}

/** The id of a video's card: search results and the feeds link to it, and the page scrolls to it. */
export function videoAnchor(youtubeId: string): string {
  return `video-${youtubeId}`;
}
