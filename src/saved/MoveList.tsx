import React, { useRef } from "react";
import { useLocale } from "../components/SiteContext";
import { fillPlural } from "../content/text";
import { daysBetween, type Keeping } from "../learner/keeping";
import { ListQrCode } from "./ListQrCode";
import type { Persistence } from "./device";
import type { SavedActions } from "./useSavedList";
import { NamedSection } from "../components/NamedSection";

interface MoveListProps {
  /** Whether the list holds anything to back up, download or share (loading a file is always offered). */
  holdsSomething: boolean;
  shareLink: string;
  /** Whether the share link's QR code is asked for. */
  qrShown: boolean;
  /** The record beside the list: when it was last backed up. */
  keeping: Keeping;
  /** The moment the page counts from (useSavedList). */
  now: number;
  /** What this browser has promised of the list; undefined until it answers. */
  persisted?: Persistence;
  /** How many values this browser set aside as not a list: offered back here while there are some. */
  setAsideCount: number;
  text: Pick<
    Queries.SavedListTextFragment,
    | "moveHeading"
    | "moveText"
    | "download"
    | "load"
    | "share"
    | "shareLink"
    | "setAside"
    | "setAsideDownload"
    | "setAsideForget"
    | "persisted"
    | "notPersisted"
    | "persistUnknown"
    | "persistRefused"
    | "askPersist"
    | "backupNever"
    | "backupToday"
    | "backupDaysAgo"
    | "qrShow"
    | "qrLabel"
    | "qrText"
    | "qrTooLong"
  >;
  actions: Pick<
    SavedActions,
    "download" | "load" | "share" | "showQr" | "downloadSetAside" | "forgetSetAside" | "askPersist"
  >;
}

/** When the list was last backed up, in words: never, today, yesterday, 12 days ago. */
function lastBackup(keeping: Keeping, now: number, text: MoveListProps["text"], locale: string): string {
  if (!keeping.backedUp) return text.backupNever;
  // A backup made since the page opened is after `now`: today.
  const days = daysBetween(keeping.backedUp, now);
  return days <= 0 ? text.backupToday : fillPlural(text.backupDaysAgo, days, {}, locale);
}

/**
 * Keeping the list and moving it to another browser: whether this browser promised to keep it, when it was last backed
 * up; download it as a file, load a file, or share it as a link and a QR code (shown once made). Each download, link
 * or code is a backup (src/learner/keeping.ts).
 */
export function MoveList({
  holdsSomething,
  shareLink,
  qrShown,
  keeping,
  now,
  persisted,
  setAsideCount,
  text,
  actions,
}: MoveListProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const locale = useLocale();
  return (
    <NamedSection id="saved-move" className="saved-move py-4" headingClass="h3" heading={text.moveHeading}>
      <p>{text.moveText}</p>
      {holdsSomething && (
        <div className="saved-keeping">
          {persisted && <p>{text[persisted]}</p>}
          {persisted === "notPersisted" && (
            <p>
              <button type="button" className="btn btn-outline-primary" onClick={() => void actions.askPersist()}>
                {text.askPersist}
              </button>
            </p>
          )}
          <p>{lastBackup(keeping, now, text, locale)}</p>
        </div>
      )}
      <div className="saved-tools d-flex flex-wrap gap-2">
        {holdsSomething && (
          <button type="button" className="btn btn-outline-primary" onClick={actions.download}>
            {text.download}
          </button>
        )}
        <button type="button" className="btn btn-outline-primary" onClick={() => fileInput.current?.click()}>
          {text.load}
        </button>
        {holdsSomething && (
          <button type="button" className="btn btn-outline-primary" onClick={() => void actions.share()}>
            {text.share}
          </button>
        )}
        {holdsSomething && (
          <button type="button" className="btn btn-outline-primary" onClick={() => void actions.showQr()}>
            {text.qrShow}
          </button>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={text.load}
        onChange={(event) => void actions.load(event)}
      />
      {setAsideCount > 0 && (
        <div className="saved-message mt-3">
          <p>{text.setAside}</p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-primary" onClick={actions.downloadSetAside}>
              {text.setAsideDownload}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={actions.forgetSetAside}>
              {text.setAsideForget}
            </button>
          </div>
        </div>
      )}
      {shareLink && (
        <p className="mt-3">
          <label htmlFor="saved-share-link" className="d-block mb-2">
            {text.shareLink}
          </label>
          {/* An address reads left to right in either edition: its start, the site, in view. */}
          <input
            id="saved-share-link"
            className="catalog-field"
            dir="ltr"
            readOnly
            value={shareLink}
            onFocus={(event) => event.target.select()}
          />
        </p>
      )}
      {shareLink && qrShown && <ListQrCode link={shareLink} text={text} />}
    </NamedSection>
  );
}
