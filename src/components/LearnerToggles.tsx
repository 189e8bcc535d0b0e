import React from "react";
import { TOGGLES_CLASS } from "../learner/keys";
import type { ListFlag } from "../learner/list";
import type { CardData, DataAttributes, ToggleData } from "./controlNames";
import { useSiteTexts } from "./SiteContext";

interface LearnerTogglesProps extends CardData {
  /** The id of the card's heading, which names the group (and the title the list keeps). */
  labelledBy: string;
  /** The list's fields the card offers: Save and Watched for a video, Save alone for a paid course. */
  flags: readonly ListFlag[];
}

/**
 * A card's Save and Watched buttons. The head script (plugins/corsi-boot/inline/learnerScript.ts) owns their state,
 * marking each as it is added and answering every press from the first paint on; React draws them unpressed and never
 * changes them (suppressHydrationWarning: the page may differ there). Hidden without JavaScript, like Play.
 */
export function LearnerToggles({ labelledBy, flags, video, topic, playlist }: LearnerTogglesProps) {
  const { learner } = useSiteTexts();
  return (
    <div
      className={`${TOGGLES_CLASS} d-flex gap-2 mt-2`}
      role="group"
      aria-labelledby={labelledBy}
      {...({ "data-video": video, "data-topic": topic, "data-playlist": playlist } satisfies DataAttributes<CardData>)}
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
          {flag === "saved" ? learner.save : learner.watched}
        </button>
      ))}
    </div>
  );
}
