import {
  FILTER_ATTRIBUTE,
  type FilterChoices,
  filtersKey,
  KEEPS_FILTERS_ATTRIBUTE,
  SHOWN_UNDER_ATTRIBUTE,
  TEXTS_ATTRIBUTE,
} from "./markup";

/**
 * The filters above a list (the language's and the length's; markup.ts says what the page's HTML gives them). Each
 * <select> names its address parameter; the choices combine (a card shows when it matches every one), and each entry
 * and text says at build under which combinations it shows and what it says, so the counts are the combination's; the choice is read from the address when the code starts (a shared link, `?lang=ar`), or from
 * the field if the visitor chose before the code arrived (nothing chosen meanwhile is lost), and kept in the address
 * without a new history entry. A value the list does not offer shows everything, so an address never empties a page.
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
    // The page's own choices: filtersKey completes them to their list's group.
    const filters: FilterChoices = Object.fromEntries(chosen.map(({ parameter, value }) => [parameter, value]));
    const key = filtersKey(filters);
    const none = chosen.every(({ value }) => value === "");
    root.querySelectorAll<HTMLElement>(`[${SHOWN_UNDER_ATTRIBUTE}]`).forEach((element) => {
      element.hidden = !element.getAttribute(SHOWN_UNDER_ATTRIBUTE)!.split(" ").includes(key);
    });
    root.querySelectorAll<HTMLElement>(`[${TEXTS_ATTRIBUTE}]`).forEach((element) => {
      if (!original.has(element)) original.set(element, element.textContent ?? "");
      const text = none
        ? undefined
        : (JSON.parse(element.getAttribute(TEXTS_ATTRIBUTE)!) as Record<string, string>)[key];
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
