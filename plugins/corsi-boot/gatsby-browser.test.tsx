import React, { act, Component, useState, type ReactNode } from "react";
import { replaceHydrateFunction } from "./gatsby-browser";

/** Catches errors the way the router's boundary does (reach-router's LocationProvider): it renders nothing first. */
class RouterLikeBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};
  componentDidCatch(error: unknown) {
    this.setState({ error });
  }
  render() {
    if (this.state.error) throw this.state.error;
    return this.props.children;
  }
}

/** A page whose next render fails once its button is pressed. */
function Page() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("broken render");
  return (
    <main>
      <h1>Free courses</h1>
      <button type="button" onClick={() => setBroken(true)}>
        Menu
      </button>
    </main>
  );
}

/** What the server renders for `app`. */
const SERVER_HTML = '<main><h1>Free courses</h1><button type="button">Menu</button></main>';

const app = (
  <RouterLikeBoundary>
    <Page />
  </RouterLikeBoundary>
);

describe("the app's root", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => errors.mockRestore());

  it("keeps the server's nodes in place, as they were, when an error reaches it after hydration, and logs it", async () => {
    const container = document.createElement("div");
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const heading = container.querySelector("h1");
    await act(async () => {
      replaceHydrateFunction()(app, container);
    });
    // What a head script did to the page after hydration stays too.
    container.querySelector("button")!.setAttribute("aria-expanded", "true");
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("h1")).toBe(heading);
    expect(container.textContent).toBe("Free coursesMenu");
    expect(container.querySelector("button")!.getAttribute("aria-expanded")).toBe("true");
    expect(errors.mock.calls.flat().some((argument) => String(argument).includes("broken render"))).toBe(true);
  });

  it("keeps them when the app fails while hydrating, too", async () => {
    const container = document.createElement("div");
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const heading = container.querySelector("h1");
    function Failing(): ReactNode {
      throw new Error("failed while hydrating");
    }
    await act(async () => {
      replaceHydrateFunction()(
        <RouterLikeBoundary>
          <Failing />
        </RouterLikeBoundary>,
        container,
      );
    });
    expect(container.querySelector("h1")).toBe(heading);
    expect(container.textContent).toBe("Free coursesMenu");
  });
});
