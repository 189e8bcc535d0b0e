import { z } from "zod";
import { foldArabic } from "../../../src/content/searchNames";
import { nonBlank } from "./fields";

/**
 * data/names.yaml: the names a technology goes by, a group each ("JavaScript", "JS", "جافاسكريبت"). Search finds a
 * card by any name of a group one of which its title, channel or seller says (src/content/searchNames.ts). A name
 * belongs to one group: folded as search folds it, no two names of the file are the same.
 */
export const namesSchema = z
  .strictObject({
    groups: z
      .array(
        z
          .strictObject({
            names: z
              .array(nonBlank("a name"), { error: "a list of names" })
              .min(2, { error: "at least two names in a group: what the catalog says, and what a learner may type" })
              .meta({
                description: "One technology's names, in any language: what titles say, and what learners type.",
              }),
          })
          .meta({ title: "NameGroup" }),
        { error: "a list of groups of names" },
      )
      .meta({ description: "Each group: the names of one thing. Search finds a course by any of them." }),
  })
  .superRefine(({ groups }, ctx) => {
    const first = new Map<string, string>();
    groups.forEach(({ names }, g) =>
      names.forEach((name, n) => {
        const key = foldArabic(name).trim().replace(/\s+/g, " ");
        const seen = first.get(key);
        if (seen !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["groups", g, "names", n],
            message: `a name listed once in the file, but ${seen} is the same name (as search reads it)`,
            input: name,
          });
        else first.set(key, `groups[${g}].names[${n}]`);
      }),
    );
  })
  .meta({ title: "SearchNames" });

export type SearchNames = z.infer<typeof namesSchema>;
