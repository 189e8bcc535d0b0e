import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ENTRY_FILE, joinedEntry, joinIndexes, type PagefindEntry } from "./joinedIndex";

const characters = ["_", "+", "#"];
const english: PagefindEntry = {
  version: "1.6.0",
  languages: { en: { hash: "en_be18354ba9", wasm: "en", page_count: 1000 } },
  include_characters: characters,
};
const arabic: PagefindEntry = {
  version: "1.6.0",
  languages: { ar: { hash: "ar_7ac698befa", wasm: "ar", page_count: 1000 } },
  include_characters: characters,
};

describe("joinedEntry", () => {
  it("names every edition's language, by name, as one Pagefind run over both writes it", () => {
    // The text Pagefind 1.6 wrote for both editions in one run, but for the characters.
    expect(JSON.stringify(joinedEntry([english, arabic]))).toBe(
      '{"version":"1.6.0","languages":{"ar":{"hash":"ar_7ac698befa","wasm":"ar","page_count":1000},' +
        '"en":{"hash":"en_be18354ba9","wasm":"en","page_count":1000}},"include_characters":["_","+","#"]}',
    );
  });

  it("refuses indexes of two Pagefind versions or two sets of word characters", () => {
    expect(() => joinedEntry([english, { ...arabic, version: "1.5.0" }])).toThrow(/disagree/);
    expect(() => joinedEntry([english, { ...arabic, include_characters: ["_"] }])).toThrow(/disagree/);
    expect(() => joinedEntry([])).toThrow(/no index/);
  });
});

describe("joinIndexes", () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(path.join(tmpdir(), "corsi-joined-"))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const index = (name: string, entry: PagefindEntry, files: Record<string, string>) => {
    const folder = path.join(root, name);
    for (const [file, text] of Object.entries({ ...files, [ENTRY_FILE]: JSON.stringify(entry) })) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    return folder;
  };

  it("moves both editions' files into one folder, their shared scripts once, with the joined entry", () => {
    const en = index("en", english, { "pagefind.js": "script", "fragment/en_1.pf_fragment": "a" });
    const ar = index("ar", arabic, { "pagefind.js": "script", "fragment/ar_1.pf_fragment": "b" });
    const target = path.join(root, "public", "pagefind");
    joinIndexes([en, ar], target);
    const read = (file: string) => readFileSync(path.join(target, file), "utf8");
    expect(read("pagefind.js")).toBe("script");
    expect(read("fragment/en_1.pf_fragment")).toBe("a");
    expect(read("fragment/ar_1.pf_fragment")).toBe("b");
    expect(Object.keys((JSON.parse(read(ENTRY_FILE)) as PagefindEntry).languages)).toEqual(["ar", "en"]);
    expect(existsSync(en) || existsSync(ar)).toBe(false);
  });

  it("leaves out an edition whose Pagefind wrote nothing", () => {
    const en = index("en", english, { "pagefind.js": "script" });
    const target = path.join(root, "out");
    joinIndexes([en, path.join(root, "ar")], target);
    expect(existsSync(path.join(target, "pagefind.js"))).toBe(true);
    expect(
      Object.keys((JSON.parse(readFileSync(path.join(target, ENTRY_FILE), "utf8")) as PagefindEntry).languages),
    ).toEqual(["en"]);
  });
});
