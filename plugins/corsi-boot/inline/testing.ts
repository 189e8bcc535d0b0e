import { inlineScript } from "./serialise";

/**
 * For unit tests: runs the very text a page gets for `fn(arg)` in the global scope, where a reference to anything
 * outside the function (an import, a module variable) throws, as it would in the page. Returns a function that removes
 * the listeners it added to the window, so each test starts from a page without them.
 */
export function runInlineScript<A>(fn: (arg: A) => void, arg: A): () => void {
  const added: Array<Parameters<typeof window.addEventListener>> = [];
  const { addEventListener } = window;
  window.addEventListener = ((...args: Parameters<typeof window.addEventListener>) => {
    added.push(args);
    addEventListener.apply(window, args);
  }) as typeof window.addEventListener;
  try {
    new Function(inlineScript(fn, arg))();
  } finally {
    window.addEventListener = addEventListener;
  }
  return () => added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
}
