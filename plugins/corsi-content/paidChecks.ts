import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { isoDay } from "../shared/days";
import type { ContentProblem } from "./problem";

/** A price checked longer ago than this is listed as a warning, for the owner to look at the seller's page again. */
export const STALE_PRICE_DAYS = 180;

/** The picture formats the build turns into WebP (gatsby-plugin-sharp). */
export const PICTURE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` (YYYY-MM-DD) to `to`. */
export const daysBetween = (from: string, to: Date) => Math.floor((Date.parse(isoDay(to)) - Date.parse(from)) / DAY_MS);

export interface PaidCheck {
  dataDir: string;
  /** The course's path in data/: "paid/<slug>.yaml". */
  file: string;
  /** The file's fields as read, valid or not, so these checks add to the schema's problems rather than wait for them. */
  raw: unknown;
  lineAt: (segments: readonly PropertyKey[]) => number | undefined;
  /** The topics' file names, without .yaml. */
  topicNames: readonly string[];
  today: Date;
}

/**
 * What a paid course's schema cannot see: that its topic exists, that its picture is beside it, that the price was
 * checked on a day that has come; and, as a warning only, that it was checked within STALE_PRICE_DAYS.
 */
export function paidCourseChecks({ dataDir, file, raw, lineAt, topicNames, today }: PaidCheck): {
  problems: ContentProblem[];
  warnings: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { problems, warnings };
  const { topic, image, priceCheckedOn, title } = raw as Record<string, unknown>;
  const named = typeof title === "string" ? ` (in "${title}")` : "";
  const problem = (field: string, message: string) =>
    problems.push({ file, path: field, message: message + named, line: lineAt([field]) });

  // Without any topic file that is the problem reported, not each course's topic.
  if (typeof topic === "string" && topicNames.length > 0 && !topicNames.includes(topic))
    problem(
      "topic",
      `expected a topic's file name in data/topics/ without .yaml (${topicNames.join(", ")}), found ${JSON.stringify(topic)}`,
    );

  if (typeof image === "string" && image.trim() !== "") {
    const picture = path.join(dataDir, path.dirname(file), image);
    const plain = path.basename(image) === image;
    if (!plain || !existsSync(picture) || !statSync(picture).isFile())
      problem(
        "image",
        `expected a picture's file name in data/${path.dirname(file)}/, beside this file, found ${JSON.stringify(image)} (no such file there)`,
      );
    else if (!PICTURE_EXTENSIONS.includes(path.extname(image).toLowerCase()))
      problem("image", `expected a picture (${PICTURE_EXTENSIONS.join(", ")}), found ${JSON.stringify(image)}`);
  }

  // The schema has checked the form (YYYY-MM-DD); a day it cannot read is its problem, not repeated here.
  if (typeof priceCheckedOn === "string" && !Number.isNaN(Date.parse(priceCheckedOn))) {
    const age = daysBetween(priceCheckedOn, today);
    if (age < 0)
      problem(
        "priceCheckedOn",
        `expected the day you last saw the price, not a day to come (today is ${isoDay(today)}), found "${priceCheckedOn}"`,
      );
    else if (age > STALE_PRICE_DAYS)
      warnings.push({
        file,
        path: "priceCheckedOn",
        message: `the price was last checked on ${priceCheckedOn}, ${age} days ago (more than ${STALE_PRICE_DAYS}): check it on the seller's page, then update price and priceCheckedOn${named}`,
        line: lineAt(["priceCheckedOn"]),
      });
  }
  return { problems, warnings };
}
