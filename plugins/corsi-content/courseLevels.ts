import type { GatsbyNode } from "gatsby";
import type { CourseLevel } from "../../src/content/levels";
import type { ResolverContext } from "../shared/nodeModel";
import { checkedContent } from "./checkedContent";
import { PATHS_FOLDER } from "./files";
import { levelOf, pathLevels, type PathOfLevels } from "./levels";
import { TOPIC_FOLDER, type Topic } from "./schema";

/**
 * What the learning paths make of each listed video's level (levels.ts), as a node of its own per video: a card reads
 * its video's node by id, so its page depends on that node alone. Read from the path nodes instead, every page with
 * a card depended on every path, and any path's edit ran again the queries of every topic page (at 20,000 videos
 * about 13 s of a warm build) to change the pages of the courses it moved. A node's digest is its level alone: an edit
 * that leaves a course's lowest level as it was changes no page of it. Every listed video has a node, with no level
 * where no path holds it: a page depends only on nodes it found, so one made later would not reach it.
 */
export const COURSE_LEVEL_TYPE = "CourseLevel";

export const courseLevelNodeId = (youtubeId: string) => `${COURSE_LEVEL_TYPE} ${youtubeId}`;

export const COURSE_LEVEL_TYPE_DEFS = `
  """A listed video's level as the learning paths that hold it set it (plugins/corsi-content/courseLevels.ts)."""
  type ${COURSE_LEVEL_TYPE} implements Node @dontInfer {
    youtubeId: String!
    "The lowest level of the paths that hold it, by its video or its playlist; none where no path does."
    level: String
  }
`;

/**
 * Each listed video's node, from this build's check of data/ (the paths and the topics as their files say). The
 * plugin's nodes are kept between builds (gatsby-node.ts's onPluginInit): only a node whose level changed is made
 * again, and one whose video is no longer listed is deleted, so a warm build does not make 20,000 nodes anew.
 */
export const sourceCourseLevels: NonNullable<GatsbyNode["sourceNodes"]> = ({
  actions,
  createContentDigest,
  getNodesByType,
}) => {
  const { data } = checkedContent();
  const inFolder = (folder: string) =>
    Object.entries(data)
      .filter(([file]) => file.startsWith(`${folder}/`))
      .map(([, content]) => content);
  const levels = pathLevels(inFolder(PATHS_FOLDER) as PathOfLevels[]);
  // The kept nodes' digests, read in one pass over the type rather than one read per video.
  const kept = getNodesByType(COURSE_LEVEL_TYPE);
  const keptDigests = new Map(kept.map((node) => [node.id, node.internal.contentDigest]));
  const listed = new Set<string>();
  for (const topic of inFolder(TOPIC_FOLDER.folder) as Topic[])
    for (const { youtubeId, playlistId } of topic.videos) {
      const id = courseLevelNodeId(youtubeId);
      const fields = { youtubeId, level: levelOf({ youtubeId, playlistId }, levels) ?? null };
      // Of its text, in this fixed order of fields: Gatsby's digest of an object walks and sorts its keys first.
      const contentDigest = createContentDigest(JSON.stringify(fields));
      listed.add(id);
      if (keptDigests.get(id) !== contentDigest)
        actions.createNode({ id, ...fields, internal: { type: COURSE_LEVEL_TYPE, contentDigest } });
    }
  for (const node of kept) if (!listed.has(node.id)) actions.deleteNode(node);
};

/** A video entry's level: its own, else the one its paths set (its node, read by id). */
export function courseLevelOf(
  video: { youtubeId: string; level?: CourseLevel | null },
  context: ResolverContext,
): CourseLevel | undefined {
  if (video.level) return video.level;
  const node = context.nodeModel.getNodeById({ id: courseLevelNodeId(video.youtubeId), type: COURSE_LEVEL_TYPE }) as {
    level: CourseLevel | null;
  } | null;
  return node?.level ?? undefined;
}
