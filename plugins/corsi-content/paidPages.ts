/**
 * /Paid's pages: the paid courses in the catalog's order (topics by position, each topic's courses by file name), cut
 * every `size`, and the page each topic's first course is on (where its topic page links). A topic may continue on the
 * next page, under its heading again. With no paid course there is still one page: the message to authors.
 */
export function paidPages(
  topics: readonly { id: string; courseIds: readonly string[] }[],
  size: number,
): { pages: string[][]; pageOfTopic: Map<string, number> } {
  const pages: string[][] = [[]];
  const pageOfTopic = new Map<string, number>();
  for (const { id, courseIds } of topics)
    for (const courseId of courseIds) {
      if (pages[pages.length - 1].length === size) pages.push([]);
      if (!pageOfTopic.has(id)) pageOfTopic.set(id, pages.length);
      pages[pages.length - 1].push(courseId);
    }
  return { pages, pageOfTopic };
}
