import { readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { topicFiles } from "../../plugins/corsi-content/validate";

/** The topic files' entries as the owner wrote them, for `npm run add` to find a video or playlist already listed. */

/** An entry listed somewhere in the catalog: its file (as the owner sees it), number (from 1) and title. */
export interface Listed {
  file: string;
  number: number;
  title: string;
  youtubeId?: string;
  playlistId?: string;
}

export const describeEntry = ({ file, number, title }: Listed) => `${file}, video ${number} ${JSON.stringify(title)}`;

/** Every video of every topic, read as written (a file that cannot be read is check:content's to report). */
export function writtenEntries(directory: string): Listed[] {
  return topicFiles(directory).flatMap((file) => {
    const doc = parseDocument(readFileSync(path.join(directory, file), "utf8"));
    const videos = (doc.toJS() as { videos?: unknown } | null)?.videos;
    if (doc.errors.length > 0 || !Array.isArray(videos)) return [];
    return videos.map((video: Record<string, unknown>, v) => ({
      file: `data/${file}`,
      number: v + 1,
      title: String(video?.title ?? ""),
      youtubeId: typeof video?.youtubeId === "string" ? video.youtubeId : undefined,
      playlistId: typeof video?.playlistId === "string" ? video.playlistId : undefined,
    }));
  });
}
