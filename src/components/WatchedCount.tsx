import React from "react";
import { PROGRESS_CLASS } from "../learner/keys";
import { type DataAttributes, type ProgressData } from "./controlNames";

interface WatchedCountProps {
  /** The topic's address, as kept with each video marked watched. */
  topic?: string;
  /** A course's progress instead: its card's video. */
  course?: string;
  total: number;
  className: string;
  /** "{watched} of {total} watched", when no ancestor carries it as data-text (TopicIndex does, once for its topics). */
  text?: string;
}

/**
 * Where a topic's progress ("3 of 12 watched") goes: the head script (plugins/corsi-boot/inline/learnerScript.ts)
 * writes it from the kept list as the element arrives and at every change, so a press shows at once. React never owns
 * its content (an empty inner HTML that does not change), and an empty one is not shown: a visitor who never used the
 * list sees nothing of it.
 */
export function WatchedCount({ topic, course, total, className, text }: WatchedCountProps) {
  return (
    <span
      className={`${PROGRESS_CLASS} ${className}`}
      {...({
        "data-topic": topic,
        "data-course": course,
        "data-total": total,
        "data-text": text,
      } satisfies DataAttributes<ProgressData>)}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
