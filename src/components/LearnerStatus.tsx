import React from "react";
import { useSiteTexts } from "./SiteContext";
import { STATUS_CLASS } from "../learner/keys";
import { type DataAttributes, type StatusData } from "./controlNames";

/**
 * Where a page with Save and Watched buttons says, once, that this browser keeps nothing (storage blocked, full or
 * private): the head script writes the message from data-message at the first press that could not be kept; or, from
 * data-newer, that a newer version of the site keeps the list (src/learner/keeping.ts, answerNewer). React
 * never owns its content (an empty inner HTML that does not change), so the app's start keeps a message already shown.
 */
export function LearnerStatus() {
  const { learner } = useSiteTexts();
  return (
    <p
      className={STATUS_CLASS}
      role="status"
      {...({ "data-message": learner.unavailable, "data-newer": learner.newer } satisfies DataAttributes<StatusData>)}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
