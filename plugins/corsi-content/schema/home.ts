import { z } from "zod";
import { icon, language, link, text, youtubeLink } from "./fields";

export const homeSchema = z
  .strictObject({
    hero: z
      .strictObject({
        headline: text("a headline"),
        text: text("a text"),
        logosLabel: text("a label for the logo tiles"),
      })
      .meta({ title: "Hero" }),
    features: z
      .strictObject({
        heading: text("a heading"),
        items: z
          .array(
            z.strictObject({ title: text("a title"), text: text("a sentence"), icon }).meta({ title: "Feature" }),
            { error: "a list of cards" },
          )
          .min(1, { error: "at least one card" }),
      })
      .meta({ title: "Features" }),
    start: z
      .strictObject({
        heading: text("a heading"),
        text: text("a text"),
        link,
        newLink: link.meta({ description: "A second link: what was added last (/New)." }),
      })
      .meta({ title: "WhereToStart", description: "The home page's section that says where to start: the paths." }),
  })
  .meta({ title: "HomeContent" });

export const logosSchema = z
  .strictObject({
    tiles: z
      .array(z.strictObject({ name: text("the technology's name"), icon }).meta({ title: "LogoTile" }), {
        error: "a list of logo tiles",
      })
      .min(1, { error: "at least one logo tile" }),
  })
  .meta({ title: "LogoTiles" });

const topPick = z
  .strictObject({
    title: text("a course title"),
    instructor: text("the instructor's name"),
    description: text("a short description"),
    link: youtubeLink,
    language: language.optional(),
  })
  .meta({ title: "TopPick" });

export const topRatedSchema = z
  .strictObject({
    heading: text("a heading"),
    watchLabel: text("a link text"),
    seeAll: link,
    courses: z.array(topPick, { error: "a list of courses" }).min(1, { error: "at least one course" }),
  })
  .meta({ title: "TopRated" });
