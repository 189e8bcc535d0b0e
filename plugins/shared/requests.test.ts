import { mapLimited, requestFailure } from "./requests";

describe("mapLimited", () => {
  it("has at most `limit` calls open at once, starts the next as one ends, and keeps the items' order", async () => {
    let open = 0;
    let most = 0;
    const started: number[] = [];
    // Item 0 is slow: the others must not wait for it.
    const results = await mapLimited([30, 1, 1, 1, 1, 1], 2, async (ms, index) => {
      started.push(index);
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, ms));
      open -= 1;
      return index * 10;
    });
    expect(most).toBe(2);
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("does nothing for no items", async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});

describe("requestFailure", () => {
  it("names a timeout with its length", () => {
    expect(requestFailure(Object.assign(new Error("aborted"), { name: "TimeoutError" }), 3000)).toBe(
      "timed out after 3 s",
    );
  });

  it("takes the code from fetch's bare 'fetch failed'", () => {
    const error = new TypeError("fetch failed", {
      cause: Object.assign(new Error("getaddrinfo"), { code: "ENOTFOUND" }),
    });
    expect(requestFailure(error, 1000)).toBe("ENOTFOUND");
  });

  it("falls back to the cause's message, then the error's own", () => {
    expect(requestFailure(new TypeError("fetch failed", { cause: new Error("other side closed") }), 1000)).toBe(
      "other side closed",
    );
    expect(requestFailure(new Error("bad URL"), 1000)).toBe("bad URL");
    expect(requestFailure("odd", 1000)).toBe("odd");
  });
});
