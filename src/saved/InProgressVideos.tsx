import React from "react";
import { useLocale } from "../components/SiteContext";
import { VideoCard } from "../components/VideoCard";
import { NamedSection } from "../components/NamedSection";
import type { SavedCatalog } from "../learner/savedCatalog";
import { cardOf } from "./SavedVideos";
import { SAVED_GRID } from "./GoneCard";

interface InProgressVideosProps {
  /** The videos the player kept a place in, not watched (their list entries). */
  ids: readonly string[];
  catalog: SavedCatalog;
  heading: string;
  watchLabel: string;
}

/**
 * First on /Saved: the videos the learner stopped in, in the catalog's order, each card with its "Resume at" line
 * (the head script's, as on every card) and a Play that starts there (src/player/). Listed here, not again by topic.
 */
export function InProgressVideos({ ids, catalog, heading, watchLabel }: InProgressVideosProps) {
  const locale = useLocale();
  const wanted = new Set(ids);
  const seen = new Set<string>();
  const videos = catalog.videos.filter((video) => {
    if (!wanted.has(video.youtubeId) || seen.has(video.youtubeId)) return false;
    seen.add(video.youtubeId);
    return true;
  });
  if (videos.length === 0) return null;
  return (
    <NamedSection id="saved-in-progress" className="py-4" headingClass="h3 mb-3" heading={heading}>
      <ul className={SAVED_GRID}>
        {videos.map((video) => (
          <li key={video.youtubeId} className="col">
            <VideoCard
              video={cardOf(video, locale)}
              watchLabel={watchLabel}
              topic={catalog.topics[video.topic]?.slug}
              image={video.image}
            />
          </li>
        ))}
      </ul>
    </NamedSection>
  );
}
