import { fillPlural, type PluralText } from "./text";

/** Lengths of time as the course pages write them, from a number of seconds. */

/* A lesson's length as YouTube writes it (1:02:03) is clock.ts's: only the course pages need it, and a module reaches
   every page that imports any of it (the cards import this one). */

/** The ISO 8601 duration a `<time dateTime>` takes: 3723 → "PT1H2M3S". */
export function isoDuration(seconds: number): string {
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || seconds === 0 ? `${rest}S` : ""}`;
}

/**
 * A length to the minute (at least one), in data/pages.yaml's words: "12 h 5 min", "45 min". Self-contained (digits
 * only, so no name to isolate), so the path pages' inline script is handed it and writes a time left by the same rule.
 */
export function lengthWords(seconds: number, text: { readonly hours: string; readonly minutes: string }): string {
  const total = Math.max(1, Math.round(seconds / 60));
  const values: Record<string, number> = { hours: Math.floor(total / 60), minutes: total % 60 };
  return (values.hours > 0 ? text.hours : text.minutes).replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/** A course's whole length, in data/pages.yaml's words: "12 h 5 min", "45 min". */
export const courseLength = lengthWords;

/** A course's lesson count and whole length, in data/pages.yaml's words: "200 lessons · 52 h 3 min". */
export function courseSummary(
  course: { lessonCount: number; seconds: number },
  text: { readonly summary: PluralText; readonly duration: { readonly hours: string; readonly minutes: string } },
): string {
  return fillPlural(text.summary, course.lessonCount, { duration: courseLength(course.seconds, text.duration) });
}

/**
 * A card's length as the length filter sorts it (`?length=`): short under an hour, medium from one to five hours
 * (both included), long over five.
 */
export const LENGTH_CLASSES = ["short", "medium", "long"] as const;
export type LengthClass = (typeof LENGTH_CLASSES)[number];

export function lengthClass(seconds: number): LengthClass {
  return seconds < 3600 ? "short" : seconds <= 5 * 3600 ? "medium" : "long";
}
