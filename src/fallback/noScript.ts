import { THEME_SWITCH_CLASS } from "../theme/theme";

/**
 * The page with JavaScript off (inside <noscript>): the menu links shown open, and the controls that need a script
 * (menu toggle, theme switch, video players; each video keeps its "Watch on YouTube" link) hidden. With JavaScript on,
 * the head scripts work all three from the first paint, whether or not the app's files load.
 */
export const NO_SCRIPT_CSS =
  ".navbar-collapse{display:flex!important;flex-basis:100%}" +
  `.navbar-toggler,.${THEME_SWITCH_CLASS},.player{display:none!important}`;
