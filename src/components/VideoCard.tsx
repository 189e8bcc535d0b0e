import React from "react";
import { graphql } from "gatsby";
import { fill } from "../content/text";
import { videoAnchor, watchUrl } from "../content/youtube";
import { languageName } from "../content/languages";
import { isoDuration } from "../content/duration";
import type { Locale } from "../siteManifest";
import { useLocale, useSiteTexts } from "./SiteContext";
import { VideoPlayer } from "../player/VideoPlayer";
import { PlaylistCourseSummary } from "./PlaylistCourseSummary";
import { EntryCard } from "./EntryCard";

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
  /** On a page search indexes (a topic's pages): the card carries its other names for search. */
  searchable?: boolean;
}

export { videoAnchor };

/**
 * What YouTube knows of it, in one line: the year it was published ("2021"; a course's lessons' years, "2019–2021"),
 * its views ("1.2M views"; a course's captioned lessons instead), its level.
 */
function shownFacts({ published, views, levelIn, course }: Queries.VideoCardFragment): string {
  const when = course ? course.years : published?.slice(0, 4);
  return [when, course ? course.captionsIn : views, levelIn].filter(Boolean).join(" · ");
}

/**
 * What the card's line says, in words: its channel, language, length, year, views and level, and whether it has
 * captions (`captionsLabel`, the mark's name). Search lists it under the card's title (src/content/pagefind.ts).
 */
export function cardFactsText(video: Queries.VideoCardFragment, locale: Locale, captionsLabel: string): string {
  const { channel, language, course, length, captions } = video;
  return [
    channel,
    language && languageName(language, locale),
    !course && length,
    shownFacts(video),
    !course && captions && captionsLabel,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The card's line under its title: its channel, language, length, what YouTube knows of it, the captions mark. */
function CardLine({ video }: { video: Queries.VideoCardFragment }) {
  const { channel, language, course, seconds, length } = video;
  // How long it runs: a playlist's whole length is in its course's summary, any other card's here.
  const duration = !course && seconds && length && <time dateTime={isoDuration(seconds)}>{length}</time>;
  const facts = shownFacts(video);
  const captionsMark = !course && video.captions;
  const { labels } = useSiteTexts();
  const locale = useLocale();
  if (!(channel || language || duration || facts || captionsMark)) return null;
  return (
    <p className="card-subtitle small text-body-secondary mb-2">
      {channel && <bdi>{channel}</bdi>}
      {language && (
        <span className={`badge text-bg-secondary${channel ? " ms-2" : ""}`}>{languageName(language, locale)}</span>
      )}
      {duration &&
        (channel || language ? (
          <>
            {" · "}
            {duration}
          </>
        ) : (
          duration
        ))}
      {/* One text node: React would separate the pieces with comments, in every card's HTML. */}
      {facts && (channel || language || duration ? ` · ${facts}` : facts)}
      {captionsMark && (
        <span className="captions-mark" role="img" aria-label={labels.captions}>
          CC
        </span>
      )}
    </p>
  );
}

/** One free video: the click-to-play player, what it is, and a plain link that works without JavaScript. */
export function VideoCard({
  video,
  watchLabel,
  priority = false,
  topic,
  image,
  children,
  searchable = false,
}: VideoCardProps) {
  const { youtubeId, title, channel, playlistId, course, seconds, length } = video;
  const { labels, learner } = useSiteTexts();
  return (
    <EntryCard
      media={
        <VideoPlayer
          youtubeId={youtubeId}
          playlistId={playlistId}
          title={title}
          channel={channel}
          label={fill(labels.play, { title })}
          image={image ?? video.thumbnail?.image ?? undefined}
          priority={priority}
          embeddable={video.embeddable}
          titledByCard
        />
      }
      anchor={videoAnchor(youtubeId)}
      title={title}
      link={{ href: watchUrl(video), text: watchLabel }}
      beforeToggles={
        course && (
          <PlaylistCourseSummary
            course={course}
            video={youtubeId}
            length={seconds && length ? [seconds, length] : undefined}
          />
        )
      }
      toggles={{
        entry: youtubeId,
        topic,
        playlist: playlistId ?? undefined,
        labels: { saved: learner.save, watched: learner.watched, note: learner.note },
        searchNames: searchable ? video.searchNames : undefined,
      }}
      foot={children}
    >
      <CardLine video={video} />
    </EntryCard>
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
    views(locale: $locale)
    captions
    level
    levelIn(locale: $locale)
    seconds
    length(locale: $locale)
    embeddable
    searchNames(locale: $locale)
    course {
      ...PlaylistCourseSummary
      years
      captionsIn(locale: $locale)
    }
    thumbnail {
      # Its widths and quality are the build's (CARD_IMAGE_ARGS in plugins/corsi-thumbnails/thumbnails.ts).
      image {
        ...PosterImage
      }
    }
  }
`;
