import React, { act } from "react";
import { createRoot } from "react-dom/client";
import { ScrollHandler, type ScrollProps } from "./scrollHandler";

describe("the scroll handler", () => {
  let scrolled: string[];
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    scrolled = [];
    document.body.innerHTML = '<p id="%"></p><p id="a b"></p><div id="root"></div>';
    for (const element of document.querySelectorAll("p")) element.scrollIntoView = () => scrolled.push(element.id);
  });

  async function mount(hash: string, shouldUpdateScroll?: ScrollProps["shouldUpdateScroll"]) {
    const root = createRoot(document.getElementById("root")!);
    const location = { ...window.location, hash, key: "initial" } as ScrollProps["location"];
    await act(async () =>
      root.render(
        <ScrollHandler location={location} shouldUpdateScroll={shouldUpdateScroll}>
          <main />
        </ScrollHandler>,
      ),
    );
    return root;
  }

  it("scrolls to the fragment's element, decoded where it decodes and as it came where it does not", async () => {
    (await mount("#a%20b")).unmount();
    (await mount("#%")).unmount();
    expect(scrolled).toEqual(["a b", "%"]);
  });

  it("scrolls when Gatsby's shouldUpdateScroll fails on the fragment, and not when it says no", async () => {
    (
      await mount("#%", () => {
        throw new URIError("URI malformed");
      })
    ).unmount();
    (await mount("#%", () => false)).unmount();
    expect(scrolled).toEqual(["%"]);
  });
});
