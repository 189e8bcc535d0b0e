import { z } from "zod";
import { template, text } from "./fields";

/** Why no title came, and what the owner can do instead. */
const failure = (what: string, places: string[] = []) => template(`a sentence that says ${what}`, places);

/**
 * What /admin's editor says to the owner about a topic's videos (src/cms/): the button under each video's id field
 * that fills its title and channel from YouTube, and every answer it can give. English only: the editor is the owner's.
 */
export const adminTextsSchema = z
  .strictObject({
    fillButton: text("a label for the button that fills a video's title and channel"),
    asking: text("a sentence shown while YouTube is asked"),
    idNotes: z
      .strictObject({
        playlistOnly: template("a sentence for a playlist's own link", ["playlistId"]),
        notKept: template("a sentence for a link whose ids were not kept", ["reason"]),
      })
      .meta({ title: "AdminIdNotes" }),
    fieldNames: z
      .strictObject({ title: text("a name for the title field"), channel: text("a name for the channel field") })
      .meta({ title: "AdminFieldNames" }),
    filled: template("a sentence that says which fields were filled", ["fields"]),
    kept: template("a sentence that says which of the owner's fields were kept", ["fields"]),
    unchanged: text("a sentence for fields that already match YouTube's"),
    noChannel: text("a sentence for an answer without a channel"),
    replaceQuestion: text("the question asked before YouTube's text replaces the owner's"),
    replaceLine: template("one line of that question", ["field", "yours", "youtubes"]),
    failures: z
      .strictObject({
        noId: failure("there is no video id yet"),
        unreachable: failure("YouTube could not be asked"),
        timeout: failure("YouTube did not answer in time", ["seconds"]),
        private: failure("YouTube does not share the video's details"),
        notFound: failure("YouTube has no such video or playlist"),
        malformed: failure("YouTube's answer has no title"),
        status: failure("YouTube answered with an error", ["status"]),
      })
      .meta({ title: "AdminFailures" }),
  })
  .meta({ title: "AdminTexts" });

export type AdminTexts = z.infer<typeof adminTextsSchema>;
