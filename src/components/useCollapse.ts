import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Matches $transition-collapse in main.scss (the spec's default 300 ms). */
export const COLLAPSE_MS = 300;

type Phase = "hidden" | "showing" | "shown" | "hiding";

const CLASS_BY_PHASE: Record<Phase, string> = {
  hidden: "collapse",
  showing: "collapsing",
  shown: "collapse show",
  hiding: "collapsing",
};

// useLayoutEffect warns during server rendering; the static HTML never animates anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Bootstrap's collapse (height 0 ⇄ content height) driven by React state, so
 * the site needs Bootstrap's CSS classes but not its JavaScript bundle.
 */
export function useCollapse<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<Phase>("hidden");
  const expanded = phase === "showing" || phase === "shown";

  const finish = useCallback(() => {
    if (ref.current) ref.current.style.height = "";
    setPhase((current) => (current === "showing" ? "shown" : current === "hiding" ? "hidden" : current));
  }, []);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) {
      setPhase((current) => (current === "shown" || current === "showing" ? "hidden" : "shown"));
      return;
    }
    if (expanded) {
      // Pin the current height so the transition has somewhere to start from.
      element.style.height = `${element.getBoundingClientRect().height}px`;
      setPhase("hiding");
    } else {
      setPhase("showing");
    }
  }, [expanded]);

  const close = useCallback(() => setPhase("hidden"), []);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || (phase !== "showing" && phase !== "hiding")) return;
    void element.offsetHeight; // force a reflow so the height change below animates
    element.style.height = phase === "showing" ? `${element.scrollHeight}px` : "";
    // transitionend is the normal end; the timer covers a transition that never runs.
    const timer = window.setTimeout(finish, COLLAPSE_MS + 50);
    return () => window.clearTimeout(timer);
  }, [phase, finish]);

  return { ref, expanded, className: CLASS_BY_PHASE[phase], toggle, close, onTransitionEnd: finish };
}
