import { answerNewer, backupDue, daysBetween, type Keeping, readKeeping, recordBackup } from "./keeping";
import { LIST_PLACE } from "./listPlace";
import { BACKUP_DUE_AFTER, KEEPING_KEY, RELOADED_KEY, STORAGE_KEY } from "./keys";
import { writeKeptList } from "./storedList";
import { LIST_FORMAT, LIST_VERSION } from "./list";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 12);
const due = (keeping: Keeping, now = NOW) => backupDue(keeping, now, LIST_PLACE);
const record = () => readKeeping(KEEPING_KEY);
const videos = { abcdefghijk: { title: "Go", saved: true } };

describe("the backup clock", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("is due after 20 changes, whatever the time", () => {
    expect(due({})).toBe(false);
    expect(due({ changes: BACKUP_DUE_AFTER.changes - 1, since: NOW })).toBe(false);
    expect(due({ changes: BACKUP_DUE_AFTER.changes, since: NOW })).toBe(true);
  });

  it("is due 30 days after the clock started, if the list changed meanwhile", () => {
    const since = NOW - BACKUP_DUE_AFTER.days * DAY;
    expect(due({ changes: 1, since })).toBe(true);
    expect(due({ changes: 1, since: since + 1 })).toBe(false);
    // No change since the last backup: nothing to back up, however long ago.
    expect(due({ changes: 0, since: NOW - 365 * DAY, backedUp: NOW - 365 * DAY })).toBe(false);
  });

  it("counts each change kept, starts at the first change of a list never backed up, and starts again at a backup", () => {
    const start = jest.spyOn(Date, "now").mockReturnValue(NOW);
    for (let change = 0; change < 3; change++) expect(writeKeptList(LIST_PLACE, videos, readKeeping)).toBe(true);
    expect(record()).toMatchObject({ changes: 3, since: NOW });
    start.mockReturnValue(NOW + 5 * DAY);
    recordBackup(LIST_PLACE);
    expect(record()).toMatchObject({ changes: 0, since: NOW + 5 * DAY, backedUp: NOW + 5 * DAY });
    writeKeptList(LIST_PLACE, videos, readKeeping);
    expect(record()).toMatchObject({ changes: 1, since: NOW + 5 * DAY });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({
      format: LIST_FORMAT,
      version: LIST_VERSION,
      videos,
    });
  });

  it("asks the browser to persist the site's storage once, at the first change, never again", () => {
    const persist = jest.fn(() => Promise.resolve(false));
    Object.defineProperty(navigator, "storage", { value: { persist }, configurable: true });
    expect(readKeeping(KEEPING_KEY)).toEqual({});
    writeKeptList(LIST_PLACE, videos, readKeeping);
    writeKeptList(LIST_PLACE, {}, readKeeping);
    expect(persist).toHaveBeenCalledTimes(1);
    // The answer does not matter: asked is asked (Firefox asks the visitor, who already answered).
    recordBackup(LIST_PLACE);
    writeKeptList(LIST_PLACE, videos, readKeeping);
    expect(persist).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, "storage");
  });

  it("keeps nothing, and counts nothing, when the browser refuses", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeKeptList(LIST_PLACE, videos, readKeeping)).toBe(false);
    expect(record()).toEqual({});
  });

  it("reads a record that is not one as none", () => {
    localStorage.setItem(KEEPING_KEY, "[1]");
    expect(record()).toEqual({});
    localStorage.setItem(KEEPING_KEY, "{broken");
    expect(record()).toEqual({});
  });

  it("counts days by the calendar: today, yesterday, 12 days ago", () => {
    const noon = new Date(2026, 10, 20, 12).getTime();
    expect(daysBetween(noon, new Date(2026, 10, 20, 23, 59).getTime())).toBe(0);
    expect(daysBetween(new Date(2026, 10, 19, 23, 59).getTime(), noon)).toBe(1);
    expect(daysBetween(new Date(2026, 10, 8, 0, 1).getTime(), noon)).toBe(12);
  });
});

describe("a list a newer version kept", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("reloads the page once; the page that reload brought does not reload again", () => {
    // jsdom cannot navigate: it reports a reload as "not implemented", which is how the attempt is seen here.
    const reloads = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(answerNewer(RELOADED_KEY)).toBe(true);
    expect(Number(sessionStorage.getItem(RELOADED_KEY))).toBeGreaterThan(performance.timeOrigin);
    // This page began before it asked: a press here again still reloads.
    expect(answerNewer(RELOADED_KEY)).toBe(true);
    // A page that began after the reload was asked for is what it brought.
    sessionStorage.setItem(RELOADED_KEY, String(performance.timeOrigin - 1));
    expect(answerNewer(RELOADED_KEY)).toBe(false);
    expect(reloads.mock.calls.filter(([error]) => String(error).includes("navigation"))).toHaveLength(2);
  });
});
