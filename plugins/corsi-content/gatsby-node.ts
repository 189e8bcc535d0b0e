import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  ROUTES,
  TOPIC_PAGE_SIZE,
  TOPIC_TEMPLATE,
  topicPagePath,
  type TopicPageContext,
} from "../../src/siteManifest";
import { dataDir } from "./dataDir";
import { TOPIC_TYPE_NAME } from "./files";
import { contentTypeDefs } from "./graphql";
import { resolveIcon } from "./icons";
import type { Topic } from "./schema";
import { topicSlug } from "./slug";
import { contentReport, validateContent } from "./validate";

// Check every data file before anything is sourced or built; on any problem the
// build stops with the whole list, so nothing broken is ever published.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = validateContent(dataDir());
  if (problems.length > 0) reporter.panic(contentReport(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "icon",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
        const ref = source[info.fieldName];
        return typeof ref === "string" ? resolveIcon(ref) : null;
      },
    }),
  });
  actions.createTypes(contentTypeDefs());
  actions.createTypes(`type LanguageCount {
    language: String!
    count: Int!
  }`);
};

/** What the pages read of a topic beyond its YAML: its address, its size, a slice of its videos, its languages. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    [TOPIC_TYPE_NAME]: {
      address: { type: "String!", resolve: (topic: Topic) => topicSlug(topic) },
      pagePath: { type: "String!", resolve: (topic: Topic) => topicPagePath(topicSlug(topic)) },
      videoCount: { type: "Int!", resolve: (topic: Topic) => topic.videos.length },
      videoRange: {
        type: "[FreeVideo!]!",
        args: { skip: "Int!", limit: "Int!" },
        resolve: (topic: Topic, { skip, limit }: { skip: number; limit: number }) =>
          topic.videos.slice(skip, skip + limit),
      },
      languages: {
        type: "[LanguageCount!]!",
        resolve: (topic: Topic) => {
          const counts = new Map<string, number>();
          for (const { language } of topic.videos) if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
          return [...counts].map(([language, count]) => ({ language, count }));
        },
      },
    },
  });
};

/** A page per topic, split every TOPIC_PAGE_SIZE videos. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<{
    allTopic: { nodes: { id: string; address: string; videoCount: number }[] };
  }>(`
    query TopicPages {
      allTopic {
        nodes {
          id
          address
          videoCount
        }
      }
    }
  `);
  if (errors || !data) return reporter.panic("Could not read the topics", errors);
  const component = path.resolve(TOPIC_TEMPLATE);
  for (const { id, address, videoCount } of data.allTopic.nodes) {
    const pages = Math.max(1, Math.ceil(videoCount / TOPIC_PAGE_SIZE));
    for (let page = 1; page <= pages; page += 1) {
      const context: TopicPageContext = { id, skip: (page - 1) * TOPIC_PAGE_SIZE, limit: TOPIC_PAGE_SIZE, page, pages };
      actions.createPage({ path: topicPagePath(address, page), component, context });
    }
  }
};

/** /Free's query takes the size of its previews from the manifest. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== ROUTES.free.path) return;
  actions.deletePage(page);
  actions.createPage({
    ...page,
    context: { ...page.context, previewVideos: FREE_PREVIEW_VIDEOS, previewTopics: FREE_PREVIEW_TOPICS },
  });
};
