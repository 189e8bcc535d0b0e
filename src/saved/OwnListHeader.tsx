import React, { useEffect, useRef, useState } from "react";
import { useLocale } from "../components/SiteContext";
import { fillPlural } from "../content/text";
import { localePath, ROUTES } from "../siteManifest";

interface OwnListHeaderProps {
  count: number;
  text: Pick<
    Queries.SavedListTextFragment,
    "emptyHeading" | "empty" | "browseLink" | "count" | "clear" | "clearConfirm" | "clearYes" | "cancel"
  >;
  heading: React.RefObject<HTMLHeadingElement>;
  onClear: () => void;
}

/** "Clear the list", asked twice: the question and its two answers replace the button, and focus moves to "Cancel". */
function ClearList({ text, onClear }: Pick<OwnListHeaderProps, "text" | "onClear">) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  if (!confirming)
    return (
      <div className="saved-tools">
        <button type="button" className="btn btn-outline-primary" onClick={() => setConfirming(true)}>
          {text.clear}
        </button>
      </div>
    );
  return (
    <div role="group" aria-labelledby="saved-clear-question" className="saved-tools d-flex flex-wrap gap-2">
      <p id="saved-clear-question" className="mb-0">
        {text.clearConfirm}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          setConfirming(false);
          onClear();
        }}
      >
        {text.clearYes}
      </button>
      <button type="button" ref={cancel} className="btn btn-outline-primary" onClick={() => setConfirming(false)}>
        {text.cancel}
      </button>
    </div>
  );
}

/** The visitor's own list's heading: how many videos it holds and a way to clear it, or what to do when it is empty. */
export function OwnListHeader({ count, text, heading, onClear }: OwnListHeaderProps) {
  const locale = useLocale();
  if (count === 0)
    return (
      <div className="saved-empty mb-4">
        <h2 ref={heading} tabIndex={-1} className="h3">
          {text.emptyHeading}
        </h2>
        <p>{text.empty}</p>
        <p>
          <a href={localePath(locale, ROUTES.free.path)}>{text.browseLink}</a>
        </p>
      </div>
    );
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <h2 ref={heading} tabIndex={-1} className="h3 mb-0">
        {fillPlural(text.count, count, {}, locale)}
      </h2>
      <ClearList text={text} onClear={onClear} />
    </div>
  );
}
