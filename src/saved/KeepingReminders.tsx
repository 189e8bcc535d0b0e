import React from "react";
import { fill } from "../content/text";
import { backupDue, daysBetween, type Keeping } from "../learner/keeping";
import { LIST_PLACE } from "../learner/listPlace";
import type { SavedActions } from "./useSavedList";

interface KeepingRemindersProps {
  keeping: Keeping;
  /** The moment the page counts from (useSavedList). */
  now: number;
  /** Whether the list holds anything worth a backup. */
  holdsSomething: boolean;
  /** An iPhone or iPad in Safari, not on the Home Screen, the advice not dismissed (src/learner/homeScreen.ts). */
  homeScreen: boolean;
  text: Pick<
    Queries.SavedListTextFragment,
    "backupDueChanges" | "backupDueDays" | "download" | "homeScreen" | "homeScreenDismiss"
  >;
  actions: Pick<SavedActions, "download" | "dismissHomeScreen">;
}

/**
 * What /Saved says first when the list is at risk: a backup is due (the reason the navigation's link carries its mark,
 * and the download that clears it), and, on an iPhone or iPad in Safari, how adding Corsi to the Home Screen keeps the
 * list. Nothing else on any page interrupts the learner about it.
 */
export function KeepingReminders({ keeping, now, holdsSomething, homeScreen, text, actions }: KeepingRemindersProps) {
  const due = holdsSomething && backupDue(keeping, now, LIST_PLACE);
  const changes = keeping.changes ?? 0;
  return (
    <>
      {due && (
        <div className="saved-message saved-backup-due mt-3 mb-4">
          <p>
            {changes >= LIST_PLACE.dueChanges
              ? fill(text.backupDueChanges, { count: changes })
              : fill(text.backupDueDays, { count: daysBetween(keeping.since ?? now, now) })}
          </p>
          <button type="button" className="btn btn-primary" onClick={actions.download}>
            {text.download}
          </button>
        </div>
      )}
      {homeScreen && holdsSomething && (
        <div className="saved-message saved-home-screen mt-3 mb-4">
          <p>{text.homeScreen}</p>
          <button type="button" className="btn btn-outline-primary" onClick={actions.dismissHomeScreen}>
            {text.homeScreenDismiss}
          </button>
        </div>
      )}
    </>
  );
}
