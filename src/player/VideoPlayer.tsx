import React from "react";
import { graphql } from "gatsby";
import { CARD_IMAGE_SIZES } from "../content/cardImage";
import { embedUrl, type YouTubeVideoRef } from "../content/youtube";
import type {
  DataAttributeName,
  PLAYER_POSTER_CHANNEL_CLASS,
  PLAYER_POSTER_CLASS,
  PLAYER_POSTER_TITLE_CLASS,
  PosterData,
} from "../components/controlNames";

interface VideoPlayerProps extends YouTubeVideoRef {
  title: string;
  channel?: string | null;
  /** The play button's accessible name ("Play: <title>", from data/site.yaml). */
  label: string;
  /** The video's thumbnail as the build made it, from Corsi's own origin; without it, the poster is drawn. */
  image?: Queries.PosterImageFragment;
  /** The page's first card, its largest paint: fetched at once, ahead of other images. */
  priority?: boolean;
  /** False for a video YouTube lets play on YouTube only: the poster alone, no Play (the card's link still plays it). */
  embeddable?: boolean;
  /**
   * In a card whose heading is the title: the player's frame takes its title from the card's heading (playerScript),
   * so the poster does not carry it again, a title fewer on each card of a page.
   */
  titledByCard?: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function imageHtml({ src, srcSet, width, height }: Queries.PosterImageFragment, priority: boolean): string {
  // Below the fold the browser waits until the card nears the viewport; the first card is the page's largest paint.
  const loading = priority ? `fetchpriority="high"` : `loading="lazy" decoding="async"`;
  return (
    `<img class="player-image" src="${escapeHtml(src)}" srcset="${escapeHtml(srcSet)}" ` +
    `sizes="${CARD_IMAGE_SIZES}" width="${width}" height="${height}" alt="" ${loading}>`
  );
}

/**
 * Click-to-play YouTube player. Until the visitor presses play, the page makes no request to YouTube or anyone else:
 * the poster is the thumbnail the build copied to Corsi's own origin, or, when the build had none, drawn locally
 * with the title. The press is handled by the head script (playerScript), which works from the first paint. React
 * renders the poster as HTML it does not own, so the app's start (hydration) leaves a poster already swapped for its
 * iframe as it is. The image sits beside the button, not in it, so the page without JavaScript, which hides the
 * button, still shows it.
 */
export function VideoPlayer({
  youtubeId,
  playlistId,
  title,
  channel,
  label,
  image,
  priority = false,
  embeddable = true,
  titledByCard = false,
}: VideoPlayerProps) {
  const name = escapeHtml(title);
  // With a picture the title is not repeated on it: the card's heading is right below.
  const drawnTitle = image
    ? ""
    : `<span class="${"player-poster-title" satisfies typeof PLAYER_POSTER_TITLE_CLASS}" aria-hidden="true">${name}` +
      (channel
        ? `<span class="${"player-poster-channel" satisfies typeof PLAYER_POSTER_CHANNEL_CLASS}">${escapeHtml(channel)}</span>`
        : "") +
      `</span>`;
  // Not embeddable: no button, so the head script (playerScript, which answers button.player-poster) offers no player.
  const poster = !embeddable
    ? image
      ? imageHtml(image, priority)
      : `<div class="player-poster" aria-hidden="true">${drawnTitle}</div>`
    : (image ? imageHtml(image, priority) : "") +
      `<button type="button" class="${"player-poster" satisfies typeof PLAYER_POSTER_CLASS}" aria-label="${escapeHtml(label)}" ` +
      (titledByCard ? "" : `${"data-title" satisfies DataAttributeName<PosterData>}="${name}" `) +
      `${"data-embed" satisfies DataAttributeName<PosterData>}="${escapeHtml(embedUrl({ youtubeId, playlistId }))}">` +
      drawnTitle +
      `<svg class="player-poster-icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">` +
      `<rect width="68" height="48" rx="12"></rect><path d="M27 14v20l18-10z"></path></svg></button>`;
  return (
    <div
      className={`player ratio ratio-16x9 ${image ? "player-pictured" : "player-drawn"}`}
      dangerouslySetInnerHTML={{ __html: poster }}
      suppressHydrationWarning
    />
  );
}

export const query = graphql`
  fragment PosterImage on CardImage {
    src
    srcSet
    width
    height
  }
`;
