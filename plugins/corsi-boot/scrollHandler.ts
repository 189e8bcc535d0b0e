import { Component, createContext, createElement, type ReactNode } from "react";
import { SessionStorage } from "gatsby-react-router-scroll/session-storage";

/*
 * Gatsby's scroll handler (node_modules/gatsby-react-router-scroll/scroll-handler.js, 6.16), kept here and put in its
 * place in the production app by gatsby-node.ts, with one change: a fragment that is not valid percent-encoding
 * (`/Free#%`) is read as it came instead of thrown on. Gatsby's own calls decodeURI(hash) as it mounts, and the
 * URIError took the whole page away (gatsbyjs/gatsby#26828, a fix unmerged since 2020). Its shouldUpdateScroll
 * (node_modules/gatsby/cache-dir/navigation.js) decodes the fragment too, on a move within the page: a failure there
 * scrolls as if it had said yes. Otherwise it does what Gatsby's does: it restores the scroll position kept for a
 * history entry, or scrolls to the fragment's element. If a Gatsby upgrade changes the original, e2e/addresses.spec.ts
 * fails on the first mangled fragment.
 */

export interface ScrollProps {
  location: Location & { key?: string };
  shouldUpdateScroll?: (this: ScrollHandler, previous: ScrollProps | undefined, current: ScrollProps) => unknown;
  children: ReactNode;
}

/** The kept scroll positions, which Gatsby's useScrollRestoration reads. */
export const ScrollContext = createContext(new SessionStorage());

/** A fragment decoded, or as it came where it does not decode. */
function decoded(hash: string): string {
  try {
    return decodeURI(hash);
  } catch {
    return hash;
  }
}

export class ScrollHandler extends Component<ScrollProps> {
  // Named as in Gatsby's: its shouldUpdateScroll reads this._stateStorage.
  _stateStorage = new SessionStorage();
  private scrollY = 0;
  private ticking = false;

  private scrollListener = () => {
    this.scrollY = window.scrollY;
    if (this.ticking) return;
    this.ticking = true;
    requestAnimationFrame(() => {
      const { location } = this.props;
      if (location.key) this._stateStorage.save(location, location.key, this.scrollY);
      this.ticking = false;
    });
  };

  private shouldScroll(previous?: ScrollProps): unknown {
    const { shouldUpdateScroll } = this.props;
    try {
      return !shouldUpdateScroll || shouldUpdateScroll.call(this, previous, this.props);
    } catch {
      return true;
    }
  }

  /** To the fragment's element, or else (on a move, or to a kept position) to the position kept for this entry. */
  private scroll(previous?: ScrollProps): void {
    const { location } = this.props;
    const position = location.key ? this._stateStorage.read(location, location.key) : undefined;
    if (location.hash) {
      const node = document.getElementById(decoded(location.hash).substring(1));
      if (node && this.shouldScroll(previous)) node.scrollIntoView();
    } else if ((previous || position) && this.shouldScroll(previous)) window.scrollTo(0, position ?? 0);
  }

  componentDidMount(): void {
    addEventListener("scroll", this.scrollListener);
    this.scroll();
  }

  componentDidUpdate(previous: ScrollProps): void {
    this.scroll(previous);
  }

  componentWillUnmount(): void {
    removeEventListener("scroll", this.scrollListener);
  }

  render() {
    return createElement(ScrollContext.Provider, { value: this._stateStorage }, this.props.children);
  }
}
