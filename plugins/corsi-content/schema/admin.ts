import { z } from "zod";
import type { AdminTexts } from "../../../src/cms/adminTexts";
import type { InvalidReason } from "../../../src/content/youtubeLink";
import { template, text } from "./fields";

/** Why no title came, and what the owner can do instead. */
const failure = (what: string, places: string[] = []) => template(`a sentence that says ${what}`, places);

/** A language tag the editor's browser can join a list in (Intl.ListFormat): en, ar, fr-CA. */
function isListLocale(tag: string): boolean {
  try {
    return Intl.ListFormat.supportedLocalesOf(tag).length === 1;
  } catch {
    return false;
  }
}

/** Why a pasted text is no link Corsi can list, one sentence for each reason src/content/youtubeLink.ts finds. */
const linkRefusals = z
  .strictObject({
    empty: failure("nothing was pasted"),
    noLink: failure("the text is not a link"),
    otherSite: failure("the link is not YouTube's"),
    noVideo: failure("the YouTube link names no video or playlist"),
    badId: failure("the link's video or playlist id is not complete"),
    mix: failure("the link is a YouTube Mix, not a course"),
  } satisfies Record<InvalidReason, z.ZodType>)
  .meta({ title: "AdminLinkRefusals" });

/**
 * What /admin's editor says to the owner about a topic's videos (src/cms/): the button under each video's id field
 * that fills its title and channel from YouTube, and every answer it can give; `npm run add` says a link's refusal in
 * the same words. One language, the owner's (`locale`).
 */
export const adminTextsSchema = z
  .strictObject({
    locale: z
      .string({ error: "a language tag" })
      .refine(isListLocale, { error: "a language tag such as en or ar" })
      .meta({
        description: "The language these texts are written in (en, ar, …): a list of names is joined as it joins one.",
      }),
    fillButton: text("a label for the button that fills a video's title and channel"),
    asking: text("a sentence shown while YouTube is asked"),
    idNotes: z
      .strictObject({
        playlistOnly: template("a sentence for a playlist's own link", ["playlistId"]),
        notKept: template("a sentence for a link whose ids were not kept", ["reason"]),
      })
      .meta({ title: "AdminIdNotes" }),
    linkRefusals,
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
  .meta({ title: "AdminTexts" }) satisfies z.ZodType<AdminTexts>;

export type { AdminTexts };
