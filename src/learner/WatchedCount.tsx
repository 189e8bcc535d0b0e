import React, { useEffect, useState } from "react";
import { STORAGE_KEY } from "./keys";
import type { WatchedCountProps, WatchedProgress } from "./WatchedProgress";

/**
 * A topic's progress ("3 of 12 watched"), drawn once the visitor has marked one of its videos watched, never on the
 * server: a visitor who never used the list gets the page unchanged, and its code (./WatchedProgress.tsx) is a chunk of
 * its own, asked for only by a browser that keeps a list when the page starts, so every page with cards stays within
 * its budget. (A first "Watched" on a page shows the progress from the next page on: fetching the code then would be a
 * request made by the press.)
 */
export function WatchedCount(props: WatchedCountProps) {
  const [Progress, setProgress] = useState<typeof WatchedProgress>();
  useEffect(() => {
    try {
      if (localStorage.getItem(STORAGE_KEY) === null) return;
    } catch {
      return;
    }
    void import("./WatchedProgress").then((module) => setProgress(() => module.WatchedProgress));
  }, []);
  return Progress ? <Progress {...props} /> : null;
}
