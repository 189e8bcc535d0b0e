import React from "react";
import { useLocale, useSiteTexts } from "../components/SiteContext";
import { VideoCard } from "../components/VideoCard";
import { PAID_LIST_PREFIX } from "../content/paid";
import { watchUrl } from "../content/youtube";
import { type SavedCatalogVideo, type SavedCatalog, savedGroups, titleIn } from "../learner/savedCatalog";
import type { LearnerList } from "../learner/list";
import { type Locale, localePath, posterTone, topicPagePath } from "../siteManifest";
import { GoneCard, SAVED_GRID } from "./GoneCard";
import { SavedPaidCourses } from "./SavedPaidCourses";
import { NamedSection } from "../components/NamedSection";

interface SavedVideosProps {
  ids: string[];
  /** The list the ids come from: what it kept of a video the catalog no longer lists (its title, its playlist). */
  list: LearnerList;
  catalog: SavedCatalog | "failed";
  text: Pick<Queries.SavedListTextFragment, "remove" | "gone">;
  paidText: Queries.SavedPaidTextFragment;
  watchLabel: string;
  /** Given for the visitor's own list, not for a shared one: each card gets a Remove button. */
  onRemove?: (id: string) => void;
}

/** A video of the catalog file as the topic pages' card draws it. */
export function cardOf(video: SavedCatalogVideo, locale: Locale): Queries.VideoCardFragment {
  return {
    youtubeId: video.youtubeId,
    title: titleIn(video, locale),
    channel: video.channel ?? null,
    language: video.language ?? null,
    playlistId: video.playlistId ?? null,
    published: video.published ?? null,
    views: video.views?.[locale] ?? null,
    captions: video.captions ?? null,
    level: video.level ?? null,
    levelIn: video.levelName?.[locale] ?? null,
    seconds: video.seconds ?? null,
    length: video.length?.[locale] ?? null,
    embeddable: video.embeddable ?? true,
    // /Saved is not searched: its cards carry no other names.
    searchNames: null,
    thumbnail: null,
    course: video.course
      ? {
          lessonCount: video.course.lessons,
          summary: video.course.summary[locale] ?? "",
          pagePath: video.course.path[locale] ?? "",
          years: video.course.years ?? null,
          captionsIn: video.course.captions?.[locale] ?? null,
        }
      : null,
  };
}

function RemoveButton({ label, title, onClick }: { label: string; title: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline-primary align-self-start mt-2" onClick={onClick}>
      {label}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}

/**
 * The saved videos, by topic in the catalog's order, drawn with the topic pages' card; then those the catalog no
 * longer lists, with the title and link the list kept, so nothing a learner saved silently disappears.
 */
export function SavedVideos({ ids, list, catalog, text, paidText, watchLabel, onRemove }: SavedVideosProps) {
  const locale = useLocale();
  const { labels } = useSiteTexts();
  const known: SavedCatalog = catalog === "failed" ? { topics: [], videos: [] } : catalog;
  // Paid courses apart: their cards are SavedPaidCourses'.
  const isPaidCourse = (id: string) => id.startsWith(PAID_LIST_PREFIX);
  const { groups, gone } = savedGroups(
    ids.filter((id) => !isPaidCourse(id)),
    known,
  );
  const remove = (id: string, title: string) =>
    onRemove && <RemoveButton label={text.remove} title={title} onClick={() => onRemove(id)} />;
  return (
    <>
      {groups.map(({ topic, position, videos }) => (
        <section
          key={topic.slug}
          className={`video-section tone-${posterTone(position)} py-4`}
          aria-labelledby={`saved-topic-${position}`}
        >
          <h2 id={`saved-topic-${position}`} className="h3 mb-3">
            <a href={localePath(locale, topicPagePath(topic.slug))}>{titleIn(topic, locale)}</a>
          </h2>
          <ul className={SAVED_GRID}>
            {videos.map((video) => (
              <li key={video.youtubeId} className="col">
                <VideoCard video={cardOf(video, locale)} watchLabel={watchLabel} topic={topic.slug} image={video.image}>
                  {remove(video.youtubeId, titleIn(video, locale))}
                </VideoCard>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <SavedPaidCourses
        saved={ids.filter(isPaidCourse).map((id) => ({ id, title: list.videos[id].title }))}
        courses={known.courses ?? []}
        text={paidText}
        remove={remove}
      />
      {gone.length > 0 && (
        <NamedSection id="saved-gone" className="py-4" headingClass="h3 mb-3" heading={text.gone}>
          <ul className={SAVED_GRID}>
            {gone.map((id) => {
              const { title, playlist } = list.videos[id];
              return (
                <GoneCard key={id} title={title}>
                  <a
                    className="mt-auto small"
                    href={watchUrl({ youtubeId: id, playlistId: playlist })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {watchLabel}
                    <span className="visually-hidden">
                      : {title} {labels.newTab}
                    </span>
                  </a>
                  {remove(id, title)}
                </GoneCard>
              );
            })}
          </ul>
        </NamedSection>
      )}
    </>
  );
}
