import { MENU_TOGGLE_CLASS } from "../../../src/components/controlNames";

/** Matches $transition-collapse in main.scss (the spec's default 300 ms). */
export const COLLAPSE_MS = 300;

export interface MenuScriptOptions {
  /** The toggle; its aria-controls names the menu it opens. */
  readonly toggleSelector: string;
  readonly durationMs: number;
}

export const MENU_OPTIONS: MenuScriptOptions = { toggleSelector: `.${MENU_TOGGLE_CLASS}`, durationMs: COLLAPSE_MS };

/**
 * Works the menu toggle for the page's whole life, from the first paint, with or without the app: Bootstrap's collapse
 * (height 0 ⇄ content height, instant under prefers-reduced-motion) with Bootstrap's CSS classes and no Bootstrap
 * JavaScript. React renders the toggle and the menu closed and never changes them, so the app's start leaves an open
 * menu open. A link followed from the menu closes it at once.
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function menuScript({ toggleSelector, durationMs }: MenuScriptOptions): void {
  let timer = 0;

  function setOpen(toggle: Element, menu: HTMLElement, open: boolean, animate: boolean): void {
    toggle.setAttribute("aria-expanded", String(open));
    clearTimeout(timer);
    const finish = () => {
      menu.classList.remove("collapsing");
      menu.classList.add("collapse");
      menu.classList.toggle("show", open);
      menu.style.height = "";
    };
    if (!animate || matchMedia("(prefers-reduced-motion: reduce)").matches) {
      finish();
      return;
    }
    // Start from the height it has now (0 when closed, mid-way when pressed again during the animation).
    menu.style.height = `${menu.getBoundingClientRect().height}px`;
    menu.classList.remove("collapse", "show");
    menu.classList.add("collapsing");
    menu.getBoundingClientRect(); // a layout here, so the change below animates
    menu.style.height = open ? `${menu.scrollHeight}px` : "";
    timer = window.setTimeout(finish, durationMs + 50);
  }

  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const toggle = target.closest(toggleSelector);
      const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") || "");
      if (toggle && menu) {
        event.stopPropagation(); // see the listener's last argument
        setOpen(toggle, menu, toggle.getAttribute("aria-expanded") !== "true", true);
        return;
      }
      const opened = document.querySelector(`${toggleSelector}[aria-expanded="true"]`);
      const openMenu = opened && document.getElementById(opened.getAttribute("aria-controls") || "");
      const link = target.closest("a");
      if (opened && openMenu && link && openMenu.contains(link)) setOpen(opened, openMenu, false, false);
    },
    // Capture phase on the window: this runs before React's listener on its root, and a press handled here stops here.
    // React has no handler for these controls, and a click React sees while still hydrating makes it finish hydrating
    // in that same task, which would hold the press's effect back.
    true,
  );
}
