import { isoDay } from "../shared/days";
import { localeArg, type ResolverContext } from "../shared/nodeModel";
import { byFileName } from "./catalogIndex";
import { fileNameOf } from "./fileName";
import { PAID_TYPE_NAME } from "./files";
import { dayIn, priceIn } from "./price";
import { type PaidCourse, paidCourseSchema } from "./schema";
import { searchNamesField } from "./searchNamesField";
import { textIn } from "./translate";

type PaidCourseNode = PaidCourse & { parent?: string | null };

/** The paid courses of a topic: those naming its file, in the site's order (byFileName). */
export async function paidCoursesOf(topic: { parent?: string | null }, context: ResolverContext) {
  const name = fileNameOf(topic, context);
  const { entries } = await context.nodeModel.findAll({ type: PAID_TYPE_NAME });
  return [...entries]
    .filter((course) => course.topic === name)
    .map((course) => ({ course, slug: fileNameOf(course as PaidCourseNode, context) }))
    .sort(byFileName)
    .map(({ course }) => course);
}

// A paid course's texts in a locale, by the same rule (its `titleAr`, `descriptionAr`).
const paidTextIn = (key: "title" | "description", type: string) => ({
  type,
  args: { locale: "String" },
  resolve: (course: PaidCourse, { locale }: { locale?: string }) =>
    course[key] === undefined ? null : textIn(paidCourseSchema, course, key, localeArg(locale)),
});

/**
 * A paid course's fields beyond its YAML: its texts in an edition, its address, its price and the day it was checked,
 * in words.
 */
export function paidCourseFields() {
  return {
    titleIn: paidTextIn("title", "String!"),
    descriptionIn: paidTextIn("description", "String"),
    slug: {
      type: "String!",
      resolve: (course: PaidCourseNode, _args: unknown, context: ResolverContext) => fileNameOf(course, context),
    },
    searchNames: searchNamesField<PaidCourse>(
      (course, locale) => `${textIn(paidCourseSchema, course, "title", locale)} ${course.provider}`,
    ),
    priceIn: {
      type: "String!",
      args: { locale: "String" },
      resolve: ({ price, currency }: PaidCourse, { locale }: { locale?: string }) =>
        priceIn(price, currency, localeArg(locale)),
    },
    // js-yaml (gatsby-transformer-yaml) reads an unquoted date as a Date, the validation's parser as text.
    checkedOnIn: {
      type: "String!",
      args: { locale: "String" },
      resolve: ({ priceCheckedOn }: { priceCheckedOn: string | Date }, { locale }: { locale?: string }) =>
        dayIn(isoDay(priceCheckedOn), localeArg(locale)),
    },
  };
}
