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
