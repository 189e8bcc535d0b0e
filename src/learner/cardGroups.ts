import { LIST_CHANGE_EVENT, TOGGLES_CLASS } from "./keys";

/**
 * Draws something of the list on every card's group (TOGGLES_CLASS) for a module loaded after the page (the player's
 * "Resume at", the notes): every group now and once the page is parsed, each group added later (/Saved's app, a
 * filter) as it arrives, and all of them again at each change of the list, in this tab or another. Returns the
 * drawing of them all.
 */
export function drawEveryGroup(draw: (group: HTMLElement) => void): () => void {
  const groups = `.${TOGGLES_CLASS}`;
  const drawAll = () => document.querySelectorAll<HTMLElement>(groups).forEach(draw);
  drawAll();
  new MutationObserver((records) =>
    records.forEach((record) =>
      record.addedNodes.forEach((node) => {
        if (!(node instanceof HTMLElement)) return;
        if (node.matches(groups)) draw(node);
        else node.querySelectorAll<HTMLElement>(groups).forEach(draw);
      }),
    ),
  ).observe(document.documentElement, { childList: true, subtree: true });
  addEventListener("DOMContentLoaded", drawAll);
  addEventListener("storage", drawAll);
  addEventListener(LIST_CHANGE_EVENT, drawAll);
  return drawAll;
}
