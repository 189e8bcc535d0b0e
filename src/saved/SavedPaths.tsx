import React from "react";
import { useLocale } from "../components/SiteContext";
import { type SavedCatalogPath, titleIn } from "../learner/savedCatalog";
import type { LearnerList } from "../learner/list";
import { countPathProgress } from "../paths/pathProgress";
import { fill } from "../content/text";
import { NamedSection } from "../components/NamedSection";

interface SavedPathsProps {
  list: LearnerList;
  paths: readonly SavedCatalogPath[];
  heading: string;
  /** "{done} of {total} done", as /Paths and a path's page say it. */
  progress: string;
}

/**
 * The learning paths the learner has started (a course of theirs done), each linking to its page with how far they have
 * come, counted as the path pages count it (src/paths/pathProgress.ts). Nothing while none is started.
 */
export function SavedPaths({ list, paths, heading, progress }: SavedPathsProps) {
  const locale = useLocale();
  const started = paths
    .map((path) => ({ path, ...countPathProgress(list.videos, path.courses) }))
    .filter(({ done }) => done > 0);
  if (started.length === 0) return null;
  return (
    <NamedSection id="saved-paths" className="saved-paths mb-4" headingClass="h4" heading={heading}>
      <ul className="list-unstyled mb-0">
        {started.map(({ path, done, total }) => (
          <li key={path.slug} className="mb-1">
            <a href={path.path[locale]}>{titleIn(path, locale)}</a>
            {" · "}
            <span className="fw-semibold">{fill(progress, { done, total })}</span>
          </li>
        ))}
      </ul>
    </NamedSection>
  );
}
