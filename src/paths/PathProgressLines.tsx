import React from "react";
import { PATH_CLASS } from "../learner/keys";
import { fill } from "../content/text";
import type {
  DataAttributes,
  PathData,
  PathDoneData,
  PathLeftData,
  PathNextData,
  PathCountData,
} from "../components/controlNames";

/*
 * What a learning path's progress is written into: the path pages' inline script (plugins/corsi-boot/inline/
 * pathScript.ts) fills each from the learner's list and shows it; React draws them empty and hidden and never changes
 * them (suppressHydrationWarning), so a page without JavaScript shows none of them.
 */

/** The props of a path's block: its courses' list entries in path order and, where a time left is said, their lengths. */
export function pathBlock(className: string, courses: readonly string[], seconds?: readonly (number | null)[]) {
  return {
    className: `${PATH_CLASS} ${className}`,
    ...({
      "data-courses": courses.join(" "),
      "data-seconds": seconds?.map((value) => value ?? 0).join(" "),
    } satisfies DataAttributes<PathData>),
  };
}

const filled = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true, hidden: true } as const;

/** "{done} of {total} done": on a path's own page from the start (`always`), elsewhere once a course is done. */
export function PathCount({ text, always = false, className }: { text: string; always?: boolean; className: string }) {
  return (
    <p
      className={className}
      {...({
        "data-progress": text,
        "data-always": always ? "" : undefined,
      } satisfies DataAttributes<PathCountData>)}
      {...filled}
    />
  );
}

/** The time the courses not done take, "{left} left", in data/pages.yaml's words for a length. */
export function PathLeft({ text, duration }: { text: string; duration: { hours: string; minutes: string } }) {
  return (
    <p
      className="mb-2"
      {...({
        "data-left": text,
        "data-hours": duration.hours,
        "data-minutes": duration.minutes,
      } satisfies DataAttributes<PathLeftData>)}
      {...filled}
    />
  );
}

/**
 * The link to the first course not done, to its card on the page: "Start here: …", then "Continue: …". Drawn with the
 * path's first course, which it names until the script knows better.
 */
export function PathNext({
  start,
  next,
  first,
}: {
  start: string;
  next: string;
  first: { name: string; anchor: string };
}) {
  return (
    <a
      href={`#${first.anchor}`}
      className="btn btn-primary"
      {...({ "data-start": start, "data-continue": next } satisfies DataAttributes<PathNextData>)}
      hidden
      suppressHydrationWarning
    >
      {fill(start, { course: first.name })}
    </a>
  );
}

/** Shown once every course of the block is done: a step's "Complete", a path's "You have finished …". */
export function PathDone({ text, className }: { text: string; className: string }) {
  return <span className={className} {...({ "data-done": text } satisfies DataAttributes<PathDoneData>)} {...filled} />;
}
