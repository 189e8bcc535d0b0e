import React from "react";
import { Link } from "gatsby";
import { localePath } from "../siteManifest";
import { useLocale } from "./SiteContext";

interface LocalLinkProps {
  /** A page's address in the original edition, as data/ writes it (/Free). */
  to: string;
  className?: string;
  children: React.ReactNode;
}

/** A link to a page of this site in the edition being read: /Free is /ar/Free on an Arabic page. */
export function LocalLink({ to, ...props }: LocalLinkProps) {
  return <Link to={localePath(useLocale(), to)} {...props} />;
}
