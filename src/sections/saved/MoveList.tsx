import React, { useRef } from "react";
import type { SavedActions } from "./useSavedList";

interface MoveListProps {
  /** Whether the list holds anything to download or share (loading a file is always offered). */
  hasVideos: boolean;
  shareLink: string;
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
  >;
  actions: Pick<SavedActions, "download" | "load" | "share" | "downloadSetAside" | "forgetSetAside">;
}

/** Moving the list to another browser: download it as a file, load a file, or share it as a link (shown once made). */
export function MoveList({ hasVideos, shareLink, setAsideCount, text, actions }: MoveListProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <section className="saved-move py-4" aria-labelledby="saved-move">
      <h2 id="saved-move" className="h3">
        {text.moveHeading}
      </h2>
      <p>{text.moveText}</p>
      <div className="saved-tools d-flex flex-wrap gap-2">
        {hasVideos && (
          <button type="button" className="btn btn-outline-primary" onClick={actions.download}>
            {text.download}
          </button>
        )}
        <button type="button" className="btn btn-outline-primary" onClick={() => fileInput.current?.click()}>
          {text.load}
        </button>
        {hasVideos && (
          <button type="button" className="btn btn-outline-primary" onClick={() => void actions.share()}>
            {text.share}
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
        <div className="saved-note mt-3">
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
          <input
            id="saved-share-link"
            className="catalog-field"
            readOnly
            value={shareLink}
            onFocus={(event) => event.target.select()}
          />
        </p>
      )}
    </section>
  );
}
