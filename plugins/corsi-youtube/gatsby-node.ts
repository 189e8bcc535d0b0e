import type { GatsbyNode } from "gatsby";
import { FACTS_TYPE_DEFS, sourceFactsNodes } from "./factsNodes";
import { createPlaylistCourses, PLAYLIST_COURSE_TYPE_DEFS, playlistCourseResolvers } from "./playlistCourses";

/**
 * What the build reads from YouTube's Data API, and the nodes and pages made of it: every listed video's facts
 * (factsNodes.ts), which decide what the site lists, and each playlist course's lessons with its pages
 * (playlistCourses.ts). The browser never talks to the API: what it shows was written at build.
 */

/**
 * Both node types are kept between builds (as plugins/corsi-thumbnails keeps its nodes), and this plugin deletes those
 * it does not make again: a node holds only what the pages draw, so a daily refresh that finds the same facts or
 * lessons leaves its digest, and so its pages, as they were.
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ actions }) => {
  actions.enableStatefulSourceNodes?.();
};

/** The videos' facts first: they decide what the site lists, so a build short of YouTube's quota spends it on them. */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceFactsNodes(args);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(FACTS_TYPE_DEFS);
  actions.createTypes(PLAYLIST_COURSE_TYPE_DEFS);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(playlistCourseResolvers());
};

/** After the Topic nodes exist (see plugins/corsi-thumbnails): the lessons, the PlaylistCourse nodes, the course pages. */
export const createPages: GatsbyNode["createPages"] = (args) => createPlaylistCourses(args);
