/**
 * schema.org ItemList of a learning path's courses, in path order, for search engines: each its name and the address
 * of its card on the path's page.
 */
export function pathJsonLd(
  pageUrl: string,
  path: { readonly title: string; readonly description: string },
  courses: ReadonlyArray<{ readonly name: string; readonly anchor: string }>,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: path.title,
    description: path.description,
    url: pageUrl,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: course.name,
      url: `${pageUrl}#${course.anchor}`,
    })),
  };
}
