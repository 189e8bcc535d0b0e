import { readStoredList, setAside } from "./storedList";
import { UNREADABLE_KEY, FIRST_LIST_VERSION, LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "./list";

const RULES = { format: LIST_FORMAT, first: FIRST_LIST_VERSION, version: LIST_VERSION };
const videos = { aaaaaaaaaaa: { title: "One", saved: true } };
const stored = (value: unknown) => readStoredList(JSON.stringify(value), RULES);

describe("the stored list's reader", () => {
  it("reads nothing kept as an empty list", () => {
    expect(readStoredList(null, RULES)).toEqual({ kind: "list", videos: {} });
  });

  it("reads a list of this version, or of any earlier one, with its entries", () => {
    expect(stored({ format: LIST_FORMAT, version: LIST_VERSION, videos })).toEqual({ kind: "list", videos });
    expect(stored({ format: LIST_FORMAT, version: FIRST_LIST_VERSION, videos })).toEqual({ kind: "list", videos });
  });

  it("tells a newer version's list apart, with its entries when they read, and never calls it not a list", () => {
    expect(stored({ format: LIST_FORMAT, version: LIST_VERSION + 1, videos })).toEqual({ kind: "newer", videos });
    // A newer shape this build cannot read is still a newer list: shown empty, left as it is.
    expect(stored({ format: LIST_FORMAT, version: LIST_VERSION + 5, entries: [] })).toEqual({
      kind: "newer",
      videos: {},
    });
  });

  it.each([
    ["text that is not JSON", "{broken"],
    ["JSON that is not an object", "42"],
    ["null", "null"],
    ["an array", "[]"],
    ["another format", JSON.stringify({ format: "other", version: 1, videos })],
    ["no version", JSON.stringify({ format: LIST_FORMAT, videos })],
    ["a version before the first", JSON.stringify({ format: LIST_FORMAT, version: 0, videos })],
    ["a version that is not a whole number", JSON.stringify({ format: LIST_FORMAT, version: 1.5, videos })],
    ["a version as text", JSON.stringify({ format: LIST_FORMAT, version: "2", videos })],
    ["entries that are a list", JSON.stringify({ format: LIST_FORMAT, version: LIST_VERSION, videos: [] })],
    ["no entries", JSON.stringify({ format: LIST_FORMAT, version: LIST_VERSION })],
  ])("calls %s not a list", (_, raw) => {
    expect(readStoredList(raw, RULES)).toEqual({ kind: "notAList" });
  });
});

describe("setting aside what is not a list", () => {
  beforeEach(() => localStorage.clear());

  it("moves it out of the list's key, and never over a value set aside before", () => {
    localStorage.setItem(STORAGE_KEY, "{first");
    expect(setAside("{first", STORAGE_KEY, UNREADABLE_KEY)).toBe(true);
    localStorage.setItem(STORAGE_KEY, "{second");
    expect(setAside("{second", STORAGE_KEY, UNREADABLE_KEY)).toBe(true);
    setAside("{third", STORAGE_KEY, UNREADABLE_KEY);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(
      [UNREADABLE_KEY, `${UNREADABLE_KEY}-2`, `${UNREADABLE_KEY}-3`].map((key) => localStorage.getItem(key)),
    ).toEqual(["{first", "{second", "{third"]);
  });

  it("leaves the value where it is when the browser keeps nothing", () => {
    localStorage.setItem(STORAGE_KEY, "{kept");
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      expect(setAside("{kept", STORAGE_KEY, UNREADABLE_KEY)).toBe(false);
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(STORAGE_KEY)).toBe("{kept");
  });
});
