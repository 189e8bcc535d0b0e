import { TOPIC_FOLDER, type Topic } from "./schema";
import type { ContentResult } from "./validate";

/** What the site's order needs of a topic: its place, its title and its videos as its file lists them. */
export interface OrderedTopic {
  position: number;
  title: string;
  videos: readonly { youtubeId: string }[];
}

/**
 * The site's order of topics, and of learning paths: by position, then title. Written here alone: the pages read it
 * through the query fields of orderedFields.ts, the build's own steps through the catalog index (catalogIndex.ts).
 */
export const byCatalogOrder = (a: Omit<OrderedTopic, "videos">, b: Omit<OrderedTopic, "videos">) =>
  a.position - b.position || a.title.localeCompare(b.title);

/**
 * Every video of the topics, once each (where it is first listed), in the order the site lists them: topics in
 * catalog order, each topic's videos as its file lists them. With each, its topic and its place in the topic's file.
 */
export function inListedOrder<Topic extends OrderedTopic>(
  topics: readonly Topic[],
): { topic: Topic; video: Topic["videos"][number]; index: number }[] {
  const seen = new Set<string>();
  return [...topics].sort(byCatalogOrder).flatMap((topic) =>
    topic.videos.flatMap((video, index) => {
      if (seen.has(video.youtubeId)) return [];
      seen.add(video.youtubeId);
      return [{ topic, video, index }];
    }),
  );
}

/** A listed video, where the owner finds it: `data/topics/go.yaml` and its entry's line. */
export interface ListedVideo {
  youtubeId: string;
  title: string;
  file: string;
  /** Its entry's line, found only when asked: a topic file the build already knew is not parsed again for it. */
  line(): number | undefined;
}

/**
 * Every video of the valid topics, once each, in the order the site lists them (topics by position, then title; each
 * topic's videos as its file lists them).
 */
export function listedVideos({ data, lines }: Pick<ContentResult, "data" | "lines">): ListedVideo[] {
  const topics = Object.entries(data)
    .filter(([file]) => file.startsWith(`${TOPIC_FOLDER.folder}/`))
    .map(([file, topic]) => ({ ...(topic as Topic), file }));
  return inListedOrder(topics).map(({ topic: { file }, video: { youtubeId, title }, index }) => ({
    youtubeId,
    title,
    file: `data/${file}`,
    line: () => lines[file]?.(["videos", index]),
  }));
}
