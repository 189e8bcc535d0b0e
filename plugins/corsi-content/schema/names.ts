import { z } from "zod";
import { words } from "../../../src/content/searchNames";
import { nonBlank } from "./fields";

/**
 * data/names.yaml: technology names and how else they are written ("JavaScript": "JS", "جافا سكريبت"). Search finds
 * a card whose title says any of them by all of them (src/content/searchNames.ts). A spelling belongs to one name,
 * as search folds it; spellings of one name that fold alike may both be listed, as people write both.
 */
export const namesSchema = z
  .strictObject({
    names: z
      .array(
        z
          .strictObject({
            name: nonBlank("the name as written in English").meta({
              description: "The name as written in English: Python, JavaScript, SQL.",
            }),
            spellings: z
              .array(nonBlank("a spelling"), { error: "a list of spellings" })
              .min(1, { error: "at least one other spelling: how Arabic titles write it, or what learners type" })
              .meta({
                description:
                  "Its other spellings: in Arabic letters (spelled-out letters too: إس كيو إل), and short forms (JS).",
              }),
          })
          .meta({ title: "TechnologyName" }),
        { error: "a list of names, each with its spellings" },
      )
      .meta({ description: "Each name with its other spellings. Search finds a course by any of them." }),
  })
  .superRefine(({ names }, ctx) => {
    // Read as search reads them (its own words()): "إس كيو إل" and "اس كيو ال" are one spelling, and so are a name
    // written with a dot and with a space ("Node JS"), which two names cannot share.
    const owner = new Map<string, number>();
    names.forEach(({ name, spellings }, n) => {
      const own = new Set<string>();
      [name, ...spellings].forEach((spelling, s) => {
        const key = words(spelling).join(" ");
        const path = s === 0 ? ["names", n, "name"] : ["names", n, "spellings", s - 1];
        const other = owner.get(key);
        const problem =
          spelling.trim() !== "" && key === ""
            ? "a spelling search can read: letters or digits, not only signs"
            : other !== undefined && other !== n
              ? `a spelling under one name only, but ${names[other].name} has it too (as search reads it)`
              : own.has(spelling.trim().toLowerCase())
                ? `each spelling once, but ${name} lists it twice`
                : undefined;
        if (problem) ctx.addIssue({ code: "custom", path, message: problem, input: spelling });
        own.add(spelling.trim().toLowerCase());
        if (other === undefined) owner.set(key, n);
      });
    });
  })
  .meta({ title: "SearchNames" });

export type SearchNames = z.infer<typeof namesSchema>;

/** Each name with its spellings, as search matches them: the name first. */
export const spellingGroups = ({ names }: SearchNames): string[][] =>
  names.map(({ name, spellings }) => [name, ...spellings]);
