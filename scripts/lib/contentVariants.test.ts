/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { validateContent } from "../../plugins/corsi-content/validate";
import {
  type Catalog,
  readCatalog,
  withEveryOptionalField,
  withoutOptionalFields,
  withoutOptionalFiles,
  writeCatalog,
} from "./contentVariants";
import { FIXTURE_DATA } from "./fixtureBuild";

const ROOT = path.join(__dirname, "../..");
const fixture = readCatalog(FIXTURE_DATA, path.join(ROOT, "data/names.yaml"));
const TODAY = new Date("2026-11-30T00:00:00Z");

/** The variant written into a copy of data/ (the interface texts with it), checked as `npm run check:content` does. */
function checked(catalog: Catalog): ReturnType<typeof validateContent> {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-variant-"));
  try {
    cpSync(path.join(ROOT, "data"), dir, { recursive: true });
    writeCatalog(dir, catalog);
    return validateContent(dir, { texts: dir, today: TODAY });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every key of every object of the catalog's YAML files, as "file: key" (one per file and key). */
function keysOf(catalog: Catalog): Set<string> {
  const keys = new Set<string>();
  const walk = (file: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((entry) => walk(file, entry));
    else if (value && typeof value === "object" && !(value instanceof Uint8Array))
      for (const [key, entry] of Object.entries(value)) {
        keys.add(`${file.split("/")[0]}: ${key}`);
        walk(file, entry);
      }
  };
  for (const [file, content] of Object.entries(catalog)) walk(file, content);
  return keys;
}

describe("the catalog's variants, from the content schema", () => {
  it("the fixture itself passes the checks", () => {
    expect(checked(fixture).problems).toEqual([]);
  });

  it("without every optional field: passes the checks, and no entry has a day, a language or an Arabic title", () => {
    const absent = withoutOptionalFields(fixture);
    expect(checked(absent).problems).toEqual([]);
    const keys = keysOf(absent);
    for (const field of ["added", "language", "titleAr", "channel", "published", "slug"])
      expect(keys).not.toContain(`topics: ${field}`);
    for (const field of ["added", "level", "hours", "description", "descriptionAr", "sponsored", "image"])
      expect(keys).not.toContain(`paid: ${field}`);
    expect(keys).not.toContain("paths: descriptionAr");
    // The kinds stay: a playlist course is still one, and a path still names its courses.
    expect(keys).toContain("topics: playlistId");
    expect(keys).toContain("paths: video");
  });

  it("with every optional field: passes the checks, and holds every field the schema allows", () => {
    const { catalog: present, unfilled } = withEveryOptionalField(fixture, (catalog) => checked(catalog).problems);
    // A field with no value in the fixture nor an example in the schema would be left out: name it.
    expect(unfilled).toEqual([]);
    expect(checked(present).problems).toEqual([]);
    const keys = keysOf(present);
    for (const field of ["added", "language", "titleAr", "channel", "published", "playlistId"])
      expect(keys).toContain(`topics: ${field}`);
    for (const field of ["level", "hours", "description", "descriptionAr", "sponsored", "image", "added"])
      expect(keys).toContain(`paid: ${field}`);
    expect(keys).toContain("paths: descriptionAr");
  });

  it("without the optional files and folders: passes the checks with topics alone", () => {
    const topicsOnly = withoutOptionalFiles(fixture);
    expect(Object.keys(topicsOnly).every((file) => file.startsWith("topics/"))).toBe(true);
    expect(checked(topicsOnly).problems).toEqual([]);
  });
});
