import { UNREADABLE_KEY, emptyList, LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "./list";
import { forgetSetAside, readList, setAsideValues, writeList } from "./store";

const videos = { aaaaaaaaaaa: { title: "One", saved: true } };

describe("the app's store of the kept list", () => {
  beforeEach(() => localStorage.clear());

  it("reads an earlier version's list as this version's, and keeps a change", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ format: LIST_FORMAT, version: 1, videos }));
    expect(readList()).toEqual({ format: LIST_FORMAT, version: LIST_VERSION, videos });
    expect(writeList(emptyList())).toBe("kept");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual(emptyList());
  });

  it("shows a newer version's list and never writes over it", () => {
    const newer = JSON.stringify({ format: LIST_FORMAT, version: LIST_VERSION + 1, videos, more: true });
    localStorage.setItem(STORAGE_KEY, newer);
    expect(readList()?.videos).toEqual(videos);
    expect(writeList(emptyList())).toBe("newer");
    expect(localStorage.getItem(STORAGE_KEY)).toBe(newer);
    expect(setAsideValues()).toEqual([]);
  });

  it("sets aside what is not a list, each value kept, offers them back and forgets them on request", () => {
    localStorage.setItem(STORAGE_KEY, "{one");
    expect(readList()).toEqual(emptyList());
    localStorage.setItem(STORAGE_KEY, "[2]");
    expect(readList()).toEqual(emptyList());
    expect(setAsideValues()).toEqual([
      { key: UNREADABLE_KEY, value: "{one" },
      { key: `${UNREADABLE_KEY}-2`, value: "[2]" },
    ]);
    forgetSetAside();
    expect(setAsideValues()).toEqual([]);
  });
});
