import { inlineScript, type ScriptHelpers } from "./serialise";

/**
 * For unit tests: runs the very text a page gets for `fn(arg, helpers)` in the global scope, where a reference to anything
 * outside the function (an import, a module variable) throws, as it would in the page. Returns a function that removes
 * the listeners it added to the window and disconnects the observers it made, so each test starts from a page without
 * them (an observer left behind would answer the next test's page, or run after the test environment is gone).
 */
export function runInlineScript<A, H extends ScriptHelpers>(
  fn: (arg: A, helpers: H) => void,
  arg: A,
  helpers?: H,
): () => void {
  const added: Array<Parameters<typeof window.addEventListener>> = [];
  const { addEventListener } = window;
  const observers: MutationObserver[] = [];
  const Observer = window.MutationObserver;
  window.MutationObserver = class extends Observer {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  window.addEventListener = ((...args: Parameters<typeof window.addEventListener>) => {
    added.push(args);
    addEventListener.apply(window, args);
  }) as typeof window.addEventListener;
  try {
    new Function(inlineScript(fn, arg, helpers))();
  } finally {
    window.addEventListener = addEventListener;
    window.MutationObserver = Observer;
  }
  return () => {
    added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
    observers.forEach((observer) => observer.disconnect());
  };
}
