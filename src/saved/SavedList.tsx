import React from "react";
import { graphql } from "gatsby";
import { useSiteTexts } from "../components/SiteContext";
import { type LearnerList, savedIds } from "../learner/list";
import { InProgressVideos } from "./InProgressVideos";
import { KeepingReminders } from "./KeepingReminders";
import { MoveList } from "./MoveList";
import { OwnListHeader } from "./OwnListHeader";
import { SavedNotes } from "./SavedNotes";
import { SavedPaths } from "./SavedPaths";
import { SavedVideos } from "./SavedVideos";
import { SharedListHeader } from "./SharedListHeader";
import { useSavedList } from "./useSavedList";

interface SavedListProps {
  text: Queries.SavedListTextFragment;
  watchLabel: string;
  /** The saved paid courses' texts (./SavedPaidCourses.tsx). */
  paidText: Queries.SavedPaidTextFragment;
  /** A learning path's progress, "{done} of {total} done" (./SavedPaths.tsx). */
  pathProgressText: string;
  /** A note's moment, "at {time}", as a card says it (./SavedNotes.tsx). */
  moments: { at: string; atLesson: string };
}

/** The videos the player kept a place in, not yet watched: they come first, each once, not again under its topic. */
function inProgressIds(list: LearnerList): string[] {
  return Object.keys(list.videos).filter(
    (id) => list.videos[id].position && !list.videos[id].watched && !list.videos[id].lesson,
  );
}

/**
 * The visitor's list on /Saved, or a list a link shared: the saved videos by topic, drawn with the topic pages' card,
 * and the ways to remove, clear, download, load and share it (as a link and a QR code), with what keeps it from being
 * lost: whether the browser promised to keep it, when it was last backed up, and a backup's reminder. Nothing here
 * makes a request but the catalog's card data and the schema's and the links' chunks, all asked for as the page starts
 * (and the QR code's library, when a code is first shown); nothing read from a file or a link is inserted as HTML.
 * The state and what each button does are ./useSavedList.ts's; each part of the page is a component of this folder.
 */
export function SavedList({ text, watchLabel, paidText, pathProgressText, moments }: SavedListProps) {
  const { learner } = useSiteTexts();
  const saved = useSavedList(text);
  const { kept, shared, catalog, message, shareLink, qrShown, keeping, persisted, now, homeScreen } = saved;
  const { heading, actions, setAsideCount } = saved;
  if (kept === undefined || keeping === undefined) return <p>{text.loading}</p>;

  const status = <div role="status">{message && <p className="saved-message">{message.text}</p>}</div>;
  const list = shared ?? kept;
  if (list === null)
    return (
      <>
        {status}
        <p className="saved-message">{learner.unavailable}</p>
      </>
    );

  const inProgress = inProgressIds(list);
  const ids = savedIds(list);
  const own = shared === null;
  // What the reminders and the ways to move the list both read: its record, and whether it holds what a backup keeps.
  const backups = { keeping, now, holdsSomething: Object.keys(list.videos).length > 0, text, actions };
  const videos =
    ids.length === 0 ? null : catalog === undefined ? (
      <p>{text.loading}</p>
    ) : (
      <SavedVideos
        ids={ids.filter((id) => !(own && inProgress.includes(id)))}
        list={list}
        catalog={catalog}
        text={text}
        paidText={paidText}
        watchLabel={watchLabel}
        onRemove={own ? actions.remove : undefined}
      />
    );

  if (!own)
    return (
      <>
        {status}
        <SharedListHeader
          count={ids.length}
          text={text}
          heading={heading}
          onAdd={() => void actions.addShared()}
          onClose={actions.leaveShared}
        />
        {videos}
      </>
    );

  return (
    <>
      {status}
      <OwnListHeader count={ids.length} text={text} heading={heading} onClear={actions.clear} />
      <KeepingReminders {...backups} homeScreen={homeScreen} />
      {typeof catalog === "object" && (
        <InProgressVideos ids={inProgress} catalog={catalog} heading={text.inProgressHeading} watchLabel={watchLabel} />
      )}
      {typeof catalog === "object" && catalog.paths && (
        <SavedPaths list={list} paths={catalog.paths} heading={text.pathsHeading} progress={pathProgressText} />
      )}
      {videos}
      <SavedNotes
        list={list}
        catalog={typeof catalog === "object" ? catalog : undefined}
        text={text}
        moments={moments}
        download={actions.downloadNotes}
      />
      <MoveList
        {...backups}
        shareLink={shareLink}
        qrShown={qrShown}
        persisted={persisted}
        setAsideCount={setAsideCount}
      />
    </>
  );
}

export const query = graphql`
  fragment SavedListText on SavedPageCopy {
    loading
    emptyHeading
    empty
    browseLink
    count {
      one
      other
    }
    pathsHeading
    inProgressHeading
    remove
    gone
    clear
    clearConfirm
    clearYes
    cancel
    moveHeading
    moveText
    download
    load
    share
    shareLink
    shareWithoutPlaces
    shareWithoutLessons
    shareTooLong
    shareWithoutNotes
    notesHeading
    notesFilter
    notesNoMatch
    notesDownload
    notesFileHeading
    notesOnCorsi
    notesOnYouTube
    notesReplaced
    notesOlder
    copied
    notCopied
    loaded {
      one
      other
    }
    nothingNew
    sharedHeading
    sharedText {
      one
      other
    }
    addShared
    added {
      one
      other
    }
    closeShared
    tooLarge
    notAList
    newer
    badLink
    setAside
    setAsideDownload
    setAsideForget
    persisted
    notPersisted
    persistUnknown
    askPersist
    persistRefused
    backupNever
    backupToday
    backupDaysAgo {
      one
      other
    }
    backupDueChanges
    backupDueDays
    homeScreen
    homeScreenDismiss
    qrShow
    qrLabel
    qrText
    qrTooLong
  }
`;
