import React, { useEffect, useState } from "react";
import { useSiteTexts } from "../components/SiteContext";
import { fill } from "../content/text";
import { LIST_CHANGE_EVENT, STORAGE_KEY } from "./keys";

export interface WatchedCountProps {
  /** The topic's address. */
  topic: string;
  total: number;
  className: string;
}

/** How many of the topic's videos the kept list marks watched (0 when there is no readable list). */
function watchedIn(topic: string): number {
  try {
    const videos: Record<string, { topic?: string; watched?: boolean }> =
      JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}").videos ?? {};
    return Object.values(videos).filter((entry) => entry.topic === topic && entry.watched === true).length;
  } catch {
    return 0;
  }
}

/**
 * "3 of 12 watched", from the kept list, after hydration and again at each change (this tab's head script, or another
 * tab); nothing while none of the topic's videos is watched. Loaded by ./WatchedCount.tsx only where a list is kept.
 */
export function WatchedProgress({ topic, total, className }: WatchedCountProps) {
  const { learner } = useSiteTexts();
  const [watched, setWatched] = useState(0);
  useEffect(() => {
    const update = () => setWatched(Math.min(watchedIn(topic), total));
    update();
    addEventListener("storage", update);
    addEventListener(LIST_CHANGE_EVENT, update);
    return () => {
      removeEventListener("storage", update);
      removeEventListener(LIST_CHANGE_EVENT, update);
    };
  }, [topic, total]);
  if (watched === 0) return null;
  return <span className={className}>{fill(learner.progress, { watched, total })}</span>;
}
