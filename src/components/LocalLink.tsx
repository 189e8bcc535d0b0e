import React from "react";
import { localePath } from "../siteManifest";
import { useCurrentPath, useLocale } from "./SiteContext";

interface LocalLinkProps {
  /** A page's address in the original edition, as data/ writes it (/Free). */
  to: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A link to a page of this site in the edition being read: /Free is /ar/Free on an Arabic page. A plain link, which
 * loads the page it names (prefetched or prerendered by the speculation rules, plugins/corsi-boot/speculationRules.ts):
 * only /Saved runs Gatsby's app (docs/decisions/0024-framework-code-only-where-needed.md), and a move made by the app
 * would draw a page without the code it loads itself (the catalog tools).
 */
export function LocalLink({ to, className, children }: LocalLinkProps) {
  const href = localePath(useLocale(), to);
  // As Gatsby's Link did: the link to the page being read says so.
  const current = useCurrentPath().replace(/(.)\/$/, "$1") === href;
  return (
    <a href={href} className={className} {...(current ? { "aria-current": "page" as const } : {})}>
      {children}
    </a>
  );
}
