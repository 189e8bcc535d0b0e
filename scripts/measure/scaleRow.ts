import type { PathFigures } from "./pathPages";
import type { ThumbnailFigures } from "./scalePictures";
import type { WarmRun } from "./warmBuild";

/** What `npm run scale` reports of one size (scaleRun.ts measures it, scaleReport.ts prints it). */
export interface ScaleRow {
  videos: number;
  topics: number;
  buildSeconds: number;
  peakMemoryMb: number;
  /** In each edition (the original first). */
  freeFirstLoadKb: number[];
  topicFirstLoadKb: number[];
  paid: number;
  paidFirstLoadKb: number[];
  /** With --playlists: the build's YouTube Data API calls, and the first course page's first load in each edition. */
  courses?: { playlists: number; lessons: number; apiCalls: number; coursePages: number; firstLoadKb: number[] };
  paidPages: number;
  searchIndexMb: number;
  firstQueryKb: number;
  /** The same first query on /ar/Free: the Arabic index's files (the cards' other names and folded words in it). */
  arabicFirstQueryKb: number;
  /** The Atom feeds: how many, /feed.xml's and the largest topic feed's bytes (raw, gzip). */
  feeds: { count: number; site: [number, number]; largestTopic: [number, number] };
  /** The topic pages a visitor without JavaScript reaches from /Free: its index, then the topic list's pages. */
  topicsReached: number;
  /** The 1-minute load average before and after the cold build (other jobs share this machine). */
  load: [number, number];
  thumbnails?: ThumbnailFigures;
  /** The rebuild after one added video, when asked for (--warm, --thumbnails): its time, load and Gatsby's phases. */
  warm?: WarmRun;
  /** With --warm: the next rebuild, after one more video, as every later push builds. */
  nextWarm?: WarmRun;
  /** With --refresh: the first build a day later, nothing edited: YouTube asked again, and what changed in public/. */
  refresh?: WarmRun & { apiCalls: number; changedFiles: string[] };
  /** With --paths: /Paths' and the largest path page's first load; with --warm, the build after one path edited. */
  paths?: PathFigures;
}
