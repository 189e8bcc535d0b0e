import React from "react";
import { graphql } from "gatsby";
import { fill } from "../content/text";
import { watchUrl } from "../content/youtube";
import { languageName } from "../content/languages";
import { useLocale, useSiteTexts } from "./SiteContext";
import { VideoPlayer } from "./VideoPlayer";
import { LearnerToggles } from "./LearnerToggles";

/** What a video's card lets a learner keep: that it is saved, and that it is watched. */
const VIDEO_FLAGS = ["saved", "watched"] as const;

interface VideoCardProps {
  video: Queries.VideoCardFragment;
  watchLabel: string;
  /** The page's first card: its image is fetched first (see VideoPlayer). */
  priority?: boolean;
  /** The topic's address, kept with the video when it is saved or marked watched. */
  topic?: string;
  /** The thumbnail when the card is drawn from /Saved's catalog files rather than a page query. */
  image?: Queries.PosterImageFragment;
  /** More controls at the card's foot (/Saved: remove). */
  children?: React.ReactNode;
}

/** The id of a video's card: search results link to it, and the page scrolls to it. */
export function videoAnchor(youtubeId: string): string {
  return `video-${youtubeId}`;
}

/** One free video: the click-to-play player, what it is, and a plain link that works without JavaScript. */
export function VideoCard({ video, watchLabel, priority = false, topic, image, children }: VideoCardProps) {
  const { youtubeId, title, channel, language, playlistId } = video;
  const { labels } = useSiteTexts();
  const locale = useLocale();
  return (
    <article className="card h-100 video-card">
      <VideoPlayer
        youtubeId={youtubeId}
        playlistId={playlistId}
        title={title}
        channel={channel}
        label={fill(labels.play, { title })}
        image={image ?? video.thumbnail?.image ?? undefined}
        priority={priority}
      />
      <div className="card-body d-flex flex-column">
        {/* The heading's id makes each video its own search result (Pagefind indexes a page by its headings). */}
        <h3 id={videoAnchor(youtubeId)} className="h6 card-title">
          {title}
        </h3>
        {(channel || language) && (
          <p className="card-subtitle small text-body-secondary mb-2">
            {channel && <bdi>{channel}</bdi>}
            {language && (
              <span className={`badge text-bg-secondary${channel ? " ms-2" : ""}`}>
                {languageName(language, locale)}
              </span>
            )}
          </p>
        )}
        <a className="mt-auto small" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
          {watchLabel}
          {/* One text node: React would separate the pieces with comments, in every card's HTML. */}
          <span className="visually-hidden">{`: ${title} ${labels.newTab}`}</span>
        </a>
        <LearnerToggles
          labelledBy={videoAnchor(youtubeId)}
          flags={VIDEO_FLAGS}
          video={youtubeId}
          topic={topic}
          playlist={playlistId ?? undefined}
        />
        {children}
      </div>
    </article>
  );
}

export const query = graphql`
  fragment VideoCard on FreeVideo {
    youtubeId
    title: titleIn(locale: $locale)
    channel
    language
    playlistId
    published
    thumbnail {
      # Its widths and quality are the build's (CARD_IMAGE_ARGS in plugins/corsi-thumbnails/thumbnails.ts).
      image {
        ...PosterImage
      }
    }
  }
`;
