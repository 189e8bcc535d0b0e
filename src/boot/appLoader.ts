/**
 * Every page is complete HTML, so the app (Gatsby's and React's runtime, about 66 KB gzip) is not needed to read it,
 * only to use the menu toggle, the players and the theme switch. The build replaces Gatsby's script tags with one
 * tiny inline loader that adds them once the page has loaded and the browser is idle, or at the first sign of a
 * visitor if that comes sooner. So nothing the app does delays the first paint or the largest text, and a button
 * pressed before the app is ready is pressed again once it is, instead of being lost.
 *
 * Why idle and not only on interaction: starting on the first interaction keeps Lighthouse's blocking time at zero,
 * but moves the whole start (about 0.7 s on a throttled phone, `npm run bench`) into the visitor's first tap. Started
 * on idle, the work is done while the visitor reads, and a later tap answers at once.
 * Hydration is one pass (no Suspense boundaries), so when Gatsby's onInitialClientRender runs every handler is in place.
 */

/**
 * Set on the button pressed before the app could handle it, to how many times it was pressed (twice on the menu
 * toggle opens and closes it); the app presses it that many times when it starts. A press on another button wins.
 */
export const REPLAY_ATTRIBUTE = "data-replay-click";

/** Fired by the app just before React takes over the page: from then on React sees clicks itself. */
export const HYDRATING_EVENT = "corsi:hydrating";

/** The first sign of a visitor; any of them starts the app if the browser has not been idle yet. */
export const START_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"];

/**
 * ES5, no imports. The scripts are added with async off, so they run in the order given (webpack runtime, framework,
 * app) as soon as each has arrived and the one before it has run: each runs in a task of its own, and the app's
 * start-up (run when its last file arrives) is not added to the task that evaluates React's framework chunk.
 * Reads the script URLs from its own data-scripts attribute, so its text (and its hash in the
 * Content-Security-Policy) is the same on every page and every build.
 */
export const APP_LOADER_SCRIPT = `(function(){var me=document.currentScript,srcs=me.getAttribute("data-scripts").split(" "),events=${JSON.stringify(START_EVENTS)},started=false;function start(){if(started)return;started=true;events.forEach(function(e){removeEventListener(e,start,true)});srcs.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}function remember(e){var b=e.target&&e.target.closest&&e.target.closest("button"),old;if(!b)return;old=document.querySelector("[${REPLAY_ATTRIBUTE}]");if(old&&old!==b)old.removeAttribute("${REPLAY_ATTRIBUTE}");b.setAttribute("${REPLAY_ATTRIBUTE}",String((old===b?Number(b.getAttribute("${REPLAY_ATTRIBUTE}")):0)+1))}events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});addEventListener("click",remember,true);addEventListener("${HYDRATING_EVENT}",function(){removeEventListener("click",remember,true)});addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(start)})})()`;

const APP_SCRIPT_TAG = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** The HTML of a built page with Gatsby's script tags replaced by the loader (where the first one was). */
export function deferAppScripts(html: string): string {
  const srcs = [...html.matchAll(APP_SCRIPT_TAG)].map(([, src]) => src);
  if (srcs.length === 0) return html;
  let first = true;
  return html.replace(APP_SCRIPT_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script id="app-loader" data-scripts="${srcs.join(" ")}">${APP_LOADER_SCRIPT}</script>`;
  });
}

/** The script URLs a page loads, whether deferred by the loader or not (for the size measurements). */
export function appScriptsOf(html: string): string[] {
  const deferred = /<script id="app-loader" data-scripts="([^"]+)">/.exec(html);
  return deferred ? deferred[1].split(" ") : [...html.matchAll(APP_SCRIPT_TAG)].map(([, src]) => src);
}
