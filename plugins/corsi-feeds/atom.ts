/**
 * An Atom 1.0 document (RFC 4287) from plain facts: what plugins/corsi-feeds writes for each feed. Everything in it
 * comes from the catalog, so the same catalog gives the same bytes: no build time, and `updated` is the newest entry's
 * day. That is what lets a build leave a feed whose entries did not change untouched.
 */

export interface AtomEntry {
  /** A permanent id (a tag: URI, RFC 4151): the same entry keeps it from one build to the next. */
  id: string;
  title: string;
  /** The day it was added, YYYY-MM-DD: both its `published` and `updated`. */
  day: string;
  /** Its card on the site. */
  link: string;
  /** Who made it (a video's channel, a paid course's seller), when known. */
  author?: string;
  /** Its topic, as a category: the topic's address and its title in the feed's language. */
  category?: { term: string; label: string };
  summary: string;
}

export interface AtomFeed {
  /** Its own address, absolute: its id and its `self` link. */
  self: string;
  /** The page it follows, absolute (/New, or the topic's page). */
  alternate: string;
  /** The language its texts are in (xml:lang). */
  language: string;
  title: string;
  subtitle: string;
  /** The feed's author, for the entries that name none: the site. */
  author: { name: string; uri: string };
  /** The day of a feed with no entry (the catalog's newest day): `updated` is required. */
  emptyDay: string;
  entries: readonly AtomEntry[];
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (sign) => ESCAPES[sign]);

/** A day as Atom's date-time (RFC 3339): its start, in UTC. */
export const atomTime = (day: string) => `${day}T00:00:00Z`;

/** The tag: URI of an entry of the site at `siteUrl`, minted on the day it was added (`kind`: video, paid). */
export function entryId(siteUrl: string, day: string, kind: string, id: string): string {
  return `tag:${new URL(siteUrl).host},${day}:${kind}/${id}`;
}

function entryXml(entry: AtomEntry): string {
  return [
    "  <entry>",
    `    <id>${escape(entry.id)}</id>`,
    `    <title>${escape(entry.title)}</title>`,
    `    <published>${atomTime(entry.day)}</published>`,
    `    <updated>${atomTime(entry.day)}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escape(entry.link)}"/>`,
    ...(entry.author ? [`    <author><name>${escape(entry.author)}</name></author>`] : []),
    ...(entry.category
      ? [`    <category term="${escape(entry.category.term)}" label="${escape(entry.category.label)}"/>`]
      : []),
    `    <summary>${escape(entry.summary)}</summary>`,
    "  </entry>",
  ].join("\n");
}

export function atomXml(feed: AtomFeed): string {
  const newest = feed.entries.reduce((day, entry) => (entry.day > day ? entry.day : day), "");
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escape(feed.language)}">`,
    `  <id>${escape(feed.self)}</id>`,
    `  <title>${escape(feed.title)}</title>`,
    `  <subtitle>${escape(feed.subtitle)}</subtitle>`,
    `  <updated>${atomTime(newest || feed.emptyDay)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(feed.alternate)}"/>`,
    `  <author><name>${escape(feed.author.name)}</name><uri>${escape(feed.author.uri)}</uri></author>`,
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}
