import path from "node:path";
import { parseArgs } from "node:util";
import { readAdminTexts } from "../plugins/corsi-content/adminTexts";
import { TOPICS_FOLDER } from "../plugins/corsi-content/files";
import { topicFiles } from "../plugins/corsi-content/validate";
import { parseYouTubeLink, type YouTubeLink } from "../src/content/youtubeLink";
import { Refusal } from "./addRefusal";

/** What `npm run add` (add.ts) is asked: its command line read, and refused in one line where it cannot be used. */

const USAGE = 'npm run add -- <YouTube link> --topic <topic file name> [--title "…"] [--title-ar "…"]';

/** A link the command can add: a video, or a playlist. */
export type AddLink = Exclude<YouTubeLink, { kind: "invalid" }>;

export interface AddArguments {
  link: AddLink;
  /** The topic as given, maybe with its ".yaml". */
  topic: string;
  /** --title and --title-ar: the owner's titles, used instead of YouTube's. */
  title?: string;
  titleAr?: string;
}

/** The link and the options, or a Refusal with the usage. */
export function readArguments(argv: readonly string[]): AddArguments {
  let values: { topic?: string; title?: string; "title-ar"?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: { topic: { type: "string" }, title: { type: "string" }, "title-ar": { type: "string" } },
      allowPositionals: true,
    }));
  } catch (error) {
    // Node's own sentence ("Unknown option '--titel'"), without its advice about '--'.
    const message = String((error as { message?: unknown })?.message ?? error).split(/\. /)[0];
    throw new Refusal(`${message}; usage: ${USAGE}`);
  }
  if (positionals.length !== 1)
    throw new Refusal(`${positionals.length === 0 ? "no link given" : "one link at a time"}; usage: ${USAGE}`);
  if (values.topic === undefined) throw new Refusal(`no --topic given; usage: ${USAGE}`);

  const [text] = positionals;
  const link = parseYouTubeLink(text);
  // The refusal in the editor's words (data/admin.yaml).
  if (link.kind === "invalid")
    throw new Refusal(`${JSON.stringify(text)}: ${readAdminTexts().linkRefusals[link.reason]}`);
  return { link, topic: values.topic, title: values.title, titleAr: values["title-ar"] };
}

/** The topic's file name without ".yaml", refused with the list of topics when the catalog has no such topic. */
export function knownTopic(directory: string, asked: string): string {
  const topics = topicFiles(directory).map((file) => path.basename(file, ".yaml"));
  const topic = asked.replace(/\.yaml$/, "");
  if (!topics.includes(topic))
    throw new Refusal(
      `there is no topic ${JSON.stringify(asked)} in data/${TOPICS_FOLDER}/: the topics are ${topics.join(", ")}`,
    );
  return topic;
}
