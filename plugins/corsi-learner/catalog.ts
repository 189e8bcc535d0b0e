import type { CatalogVideo, SavedCatalog } from "../../src/learner/catalog";

export interface QueriedVideo {
  youtubeId: string;
  title: string;
  titleAr: string | null;
  channel: string | null;
  language: string | null;
  playlistId: string | null;
  published: string | null;
  thumbnail: Queries.VideoCardFragment["thumbnail"];
}

export interface QueriedTopic {
  address: string;
  title: string;
  titleAr: string | null;
  videos: QueriedVideo[];
}

/** A card's data as /Saved reads it, without the fields a video does not have. */
export function catalogVideo(video: QueriedVideo, topic: number): CatalogVideo {
  const { youtubeId, title, titleAr, channel, language, playlistId, published } = video;
  const image = video.thumbnail?.image;
  return {
    youtubeId,
    topic,
    title,
    ...(titleAr && { titleAr }),
    ...(channel && { channel }),
    ...(language && { language }),
    ...(playlistId && { playlistId }),
    ...(published && { published }),
    ...(image && { image }),
  };
}

/** What /Saved fetches: the topics in the catalog's order, and every video with its card data. */
export function savedCatalog(topics: QueriedTopic[]): SavedCatalog {
  return {
    topics: topics.map(({ address, title, titleAr }) => ({ slug: address, title, ...(titleAr && { titleAr }) })),
    videos: topics.flatMap((topic, position) => topic.videos.map((video) => catalogVideo(video, position))),
  };
}
