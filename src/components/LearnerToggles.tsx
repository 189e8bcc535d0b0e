import React from "react";
import { TOGGLES_CLASS } from "../learner/keys";
import { searchNamesAttributes } from "./searchNamesAttributes";
import type { ListFlag } from "../learner/list";
import { type CardData, type DataAttributes, type NoteButtonData, type ToggleData } from "./controlNames";

export interface LearnerTogglesProps {
  /** The card's entry in the list: a video's YouTube id, a paid course's "paid:<file>". */
  entry: string;
  /** The id of the card's heading, which names the group. */
  labelledBy: string;
  /** Kept with the entry: its topic's address, its playlist. */
  topic?: string;
  playlist?: string;
  /** Each button's text, by the entry's flag it sets (Watched on a video, Done on a paid course), and Note's. */
  labels: Readonly<Record<ListFlag | "note", string>>;
  /** The flags it offers: both on a card, none beside a course's own page (its lessons are ticked there). */
  flags?: readonly ListFlag[];
  /** On a page search indexes: the card's other names for search (searchNamesAttributes), carried by the group. */
  searchNames?: string | null;
}

/**
 * A card's Save and Watched (or Done) buttons: the head script (plugins/corsi-boot/inline/learnerScript.ts) owns their
 * state, marking each as it is added and answering every press, from the first paint on; React draws them unpressed
 * and never changes them (suppressHydrationWarning: the page may differ there). Then Note, whose editor the notes
 * module (src/notes/) opens in place, after the group. Hidden without JavaScript, like Play.
 */
export function LearnerToggles({
  entry,
  labelledBy,
  topic,
  playlist,
  labels,
  flags = ["saved", "watched"],
  searchNames,
}: LearnerTogglesProps) {
  return (
    <div
      className={`${TOGGLES_CLASS} d-flex gap-2 mt-2`}
      role="group"
      aria-labelledby={labelledBy}
      {...({ "data-video": entry, "data-topic": topic, "data-playlist": playlist } satisfies DataAttributes<CardData>)}
      {...searchNamesAttributes(searchNames)}
    >
      {flags.map((flag) => (
        <button
          key={flag}
          type="button"
          className="btn btn-outline-primary"
          {...({ "data-flag": flag } satisfies DataAttributes<ToggleData>)}
          aria-pressed="false"
          suppressHydrationWarning
        >
          {labels[flag]}
        </button>
      ))}
      <button
        type="button"
        className="btn btn-outline-primary"
        {...({ "data-note": "" } satisfies DataAttributes<NoteButtonData>)}
        suppressHydrationWarning
      >
        {labels.note}
      </button>
    </div>
  );
}
