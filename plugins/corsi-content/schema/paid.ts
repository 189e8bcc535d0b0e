import { z } from "zod";
import { PAID_TYPE_NAME } from "../files";
import { LANGUAGE_NAMES } from "../../../src/content/languages";
import { addedDay, COURSE_LEVELS, nonBlank, text } from "./fields";
import { TITLE_BESIDE } from "./topic";

/** A catalog entry's description in Arabic sits beside its `description`, as its title does. */
export const DESCRIPTION_BESIDE = { ar: "descriptionAr" } as const;

/** ISO 4217 codes as the running ICU knows them (Node's full ICU, the same data the pages format prices with). */
export const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/** A YouTube address: a paid course is sold elsewhere (a YouTube video is a free video, in a topic). */
export const YOUTUBE_HOST = /(?:^|\.)(?:youtube\.com|youtu\.be|youtube-nocookie\.com)$/i;

export const positive = (what: string) =>
  z.number({ error: `${what}, a number greater than 0` }).positive({ error: `${what}, a number greater than 0` });

/**
 * One paid course, data/paid/<slug>.yaml (the owner's interface: keep the names). What needs other files (the topic
 * exists, the picture exists) and the date (not in the future, checked lately) is checked in validate.ts.
 */
export const paidCourseSchema = z
  .strictObject({
    title: text("a course title", TITLE_BESIDE),
    [TITLE_BESIDE.ar]: nonBlank("the course's title in Arabic")
      .meta({
        description: "Optional: the title in Arabic, shown by the Arabic edition (which shows `title` otherwise).",
      })
      .optional(),
    topic: nonBlank("a topic's file name").meta({
      description: "A topic's file name in data/topics/, without .yaml (e.g. front-end-development).",
    }),
    provider: text("the name of the place that sells the course").meta({ description: "Where it is sold: Udemy, …" }),
    instructor: text("the instructor's name"),
    url: z
      .url({ protocol: /^https$/, error: "an https:// link to the course's own page" })
      .refine((url) => !YOUTUBE_HOST.test(new URL(url).hostname), {
        error:
          "a link to the course's page where it is sold, not YouTube (a YouTube video is a free video, in a topic)",
      })
      .meta({ description: "https:// link to the course's own page, where it is sold." }),
    language: z
      .enum(LANGUAGE_NAMES, { error: `one of the languages ${LANGUAGE_NAMES.join(", ")}` })
      .meta({ description: "The language the course is taught in." }),
    price: positive("a price").meta({ description: "The price, in the currency below." }),
    currency: z
      .string({ error: "a currency code" })
      .regex(/^[A-Z]{3}$/, {
        error: "an ISO 4217 currency code, three capital letters like EGP, USD or EUR",
        abort: true,
      })
      .refine((code) => CURRENCIES.has(code), { error: "an ISO 4217 currency code, like EGP, USD or EUR" })
      .meta({ description: "The price's currency: its ISO 4217 code (EGP, USD, EUR, …)." }),
    priceCheckedOn: z.iso
      .date({ error: "a date written YYYY-MM-DD, e.g. 2026-11-20" })
      .meta({ description: "The day you last saw that price on the seller's page (YYYY-MM-DD)." }),
    level: z
      .enum(COURSE_LEVELS, { error: `one of the levels ${COURSE_LEVELS.join(", ")}` })
      .meta({ description: "Optional: who the course is for." })
      .optional(),
    hours: positive("a number of hours").meta({ description: "Optional: how many hours of lessons." }).optional(),
    description: text("a short description", DESCRIPTION_BESIDE)
      .meta({ description: "Optional: one or two sentences on what the course teaches." })
      .optional(),
    [DESCRIPTION_BESIDE.ar]: nonBlank("the description in Arabic")
      .meta({ description: "Optional: the description in Arabic, shown by the Arabic edition." })
      .optional(),
    sponsored: z
      .boolean({ error: "true or false" })
      .meta({ description: "Optional: true when Corsi earns from this link; the card says so." })
      .optional(),
    image: nonBlank("a picture's file name")
      .meta({ description: "Optional: a picture in the same folder (e.g. cover.jpg).", "x-widget": "image" })
      .optional(),
    added: addedDay,
  })
  .meta({ title: PAID_TYPE_NAME });

export type PaidCourse = z.infer<typeof paidCourseSchema>;
