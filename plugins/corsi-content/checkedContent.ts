import { dataDir } from "./dataDir";
import { type ContentResult, type KnownTopics, validateContent } from "./validate";

/**
 * This build's check of data/ (validate.ts): made once, in this plugin's onPreBootstrap, and read again by a plugin
 * that needs the catalog before its nodes exist (corsi-youtube asks YouTube about every listed video in sourceNodes).
 * Held on globalThis: Gatsby bundles each plugin's gatsby-node apart, so a module's own variable would not be shared.
 */
const CHECKED = Symbol.for("corsi.checkedContent");

type Holder = { [CHECKED]?: ContentResult };

/** Checks data/ (a topic file in `known` and unchanged is not read again), and holds the result for this build. */
export function checkContent(known: KnownTopics): ContentResult {
  const content = validateContent(dataDir(), { known });
  (globalThis as Holder)[CHECKED] = content;
  return content;
}

/** This build's check; checked now when this process made none. */
export function checkedContent(): ContentResult {
  return (globalThis as Holder)[CHECKED] ?? validateContent(dataDir());
}
