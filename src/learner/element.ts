/**
 * A new element of `tag` with `properties` set and `attributes` (role, aria-*, data-*) written: the press modules
 * (src/player/, src/notes/) draw the few elements the server does not, in one line each.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]>,
  attributes: Readonly<Record<string, string>> = {},
): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), properties);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** A button that reads as a link in a line of text ("Start from the beginning", Undo, a note's Edit). */
export const LINK_BUTTON_CLASS = "btn btn-link btn-sm p-0 align-baseline";

/** A button the press modules draw: `type` "button" unless it submits a form. */
export function button(
  className: string,
  textContent: string,
  attributes: Readonly<Record<string, string>> = {},
  type: "button" | "submit" = "button",
): HTMLButtonElement {
  return element("button", { type, className, textContent }, attributes);
}
