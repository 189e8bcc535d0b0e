import {
  COUNTS_ATTRIBUTE,
  countUnder,
  FACETS_ATTRIBUTE,
  FILTER_ATTRIBUTE,
  type FilterChoices,
  KEEPS_FILTERS_ATTRIBUTE,
  matchesFacets,
  TEXTS_ATTRIBUTE,
} from "./markup";

/**
 * The filters above a list (language, length, captions, level; markup.ts says what the page's HTML gives them). Each
 * <select> names its address parameter; the choices combine (an entry shows when it matches every one), each count
 * adds up what it counts under them and says what the build wrote for that count. The choice is read from the address
 * when the code starts (a shared link, `?lang=ar`), or from the field if the visitor chose before the code arrived
 * (nothing chosen meanwhile is lost), and kept in the address without a new history entry. A value the list does not
 * offer shows everything, so an address never empties a page.
 */
export function startFilters(root: ParentNode, location: Location, history: History): void {
  const selects = Array.from(root.querySelectorAll<HTMLSelectElement>(`select[${FILTER_ATTRIBUTE}]`));
  if (selects.length === 0) return;
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(`a[${KEEPS_FILTERS_ATTRIBUTE}]`)).map((link) => ({
    link,
    href: link.getAttribute("href") ?? "",
  }));
  const original = new Map<Element, string>();

  const offered = (select: HTMLSelectElement, value: string) =>
    Array.from(select.options).some((option) => option.value === value) ? value : "";
  const changedByVisitor = (select: HTMLSelectElement) =>
    Array.from(select.options).some((option) => option.selected !== option.defaultSelected);

  function apply(): void {
    const chosen = selects.map((select) => ({
      parameter: select.getAttribute(FILTER_ATTRIBUTE)!,
      value: select.value,
    }));
    const withFilters = (href: string) => {
      const url = new URL(href, location.href);
      for (const { parameter, value } of chosen)
        if (value) url.searchParams.set(parameter, value);
        else url.searchParams.delete(parameter);
      return url;
    };
    // The addresses first: should the browser fail there, the page is left as it was, not half filtered.
    const hrefs = links.map(({ href }) => {
      const url = withFilters(href);
      return url.pathname + url.search + url.hash;
    });
    const address = withFilters(location.href);
    const filters: FilterChoices = Object.fromEntries(chosen.map(({ parameter, value }) => [parameter, value]));
    const none = chosen.every(({ value }) => value === "");
    root.querySelectorAll<HTMLElement>(`[${FACETS_ATTRIBUTE}]`).forEach((element) => {
      element.hidden = !matchesFacets(element.getAttribute(FACETS_ATTRIBUTE)!, filters);
    });
    root.querySelectorAll<HTMLElement>(`[${COUNTS_ATTRIBUTE}]`).forEach((element) => {
      const count = countUnder(element.getAttribute(COUNTS_ATTRIBUTE)!, filters);
      const texts = element.getAttribute(TEXTS_ATTRIBUTE);
      if (texts === null) {
        element.hidden = count === 0;
        return;
      }
      if (!original.has(element)) original.set(element, element.textContent ?? "");
      const text = none ? undefined : (JSON.parse(texts) as Record<string, string>)[count];
      element.textContent = text ?? original.get(element)!;
    });
    links.forEach(({ link }, index) => link.setAttribute("href", hrefs[index]));
    if (address.href !== location.href) history.replaceState(history.state, "", address);
  }

  const parameters = new URLSearchParams(location.search);
  for (const select of selects)
    select.value = offered(
      select,
      changedByVisitor(select) ? select.value : (parameters.get(select.getAttribute(FILTER_ATTRIBUTE)!) ?? ""),
    );
  for (const select of selects) select.addEventListener("change", apply);
  apply();
}
