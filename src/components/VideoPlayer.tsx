import React from "react";
import { embedUrl, type YouTubeVideoRef } from "../content/youtube";

interface VideoPlayerProps extends YouTubeVideoRef {
  title: string;
  channel?: string | null;
  /** The play button's accessible name ("Play: <title>"). */
  label: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Click-to-play YouTube player. Until the visitor presses play, the page makes no request to YouTube or anyone else:
 * the poster is drawn locally (no thumbnail, no preconnect). The press is handled by the head script (playerScript),
 * which works from the first paint. React renders the poster as HTML it does not own, so the app's start (hydration)
 * leaves a poster already swapped for its iframe as it is.
 */
export function VideoPlayer({ youtubeId, playlistId, title, channel, label }: VideoPlayerProps) {
  const name = escapeHtml(title);
  const poster =
    `<button type="button" class="player-poster" aria-label="${escapeHtml(label)}" data-title="${name}" ` +
    `data-embed="${escapeHtml(embedUrl({ youtubeId, playlistId }))}">` +
    `<span class="player-poster-title" aria-hidden="true">${name}` +
    (channel ? `<span class="player-poster-channel">${escapeHtml(channel)}</span>` : "") +
    `</span><svg class="player-poster-icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">` +
    `<rect width="68" height="48" rx="12"></rect><path d="M27 14v20l18-10z"></path></svg></button>`;
  return (
    <div className="player ratio ratio-16x9" dangerouslySetInnerHTML={{ __html: poster }} suppressHydrationWarning />
  );
}
