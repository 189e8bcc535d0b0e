/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { type CmsField } from "./cmsFields";
import { toJsonSchema, type JsonSchema } from "./jsonSchemas";
import { CONTENT_FILES, PAID_COURSE_FOLDER, PATH_FOLDER, SCHEMA_BY_FILE, TOPIC_FOLDER, textsOf } from "./schema";
import { DEFAULT_LOCALE, LOCALE_LIST, REPOSITORY, TRANSLATED_LOCALES } from "../../src/siteManifest";
import { FILLED_RELATION_WIDGET } from "../../src/cms/names";

/** A collection whose every file in `folder` is one entry (`files` stands for the single files' collections). */
interface FolderCollection {
  name: string;
  folder?: string;
  files?: undefined;
  create?: boolean;
  slug?: string;
  i18n?: boolean;
  fields: CmsField[];
}

interface FilesCollection {
  name: string;
  i18n?: boolean;
  files: { file: string; i18n?: boolean; fields: CmsField[] }[];
}

const committed = parse(readFileSync(path.join(__dirname, "../../static/admin/config.yml"), "utf8")) as {
  i18n: { structure: string; locales: string[]; default_locale: string };
  /** The single files' collection, the names' (a single file, in no language), then the folders'. */
  collections: [FilesCollection, FilesCollection, ...FolderCollection[]];
  backend: { name: string; repo: string; base_url: string };
  local_backend: boolean;
};

/** Every difference between what the schema accepts and what the CMS asks for, as readable lines. */
function drift(where: string, schema: JsonSchema, fields: CmsField[]): string[] {
  const problems: string[] = [];
  const schemaNames = Object.keys(schema.properties ?? {});
  const cmsNames = fields.map((field) => field.name);
  for (const name of schemaNames.filter((n) => !cmsNames.includes(n))) problems.push(`${where}.${name}: no CMS field`);
  for (const name of cmsNames.filter((n) => !schemaNames.includes(n)))
    problems.push(`${where}.${name}: not in the schema`);
  for (const field of fields) {
    const property = schema.properties?.[field.name];
    if (!property) continue;
    const at = `${where}.${field.name}`;
    const required = schema.required?.includes(field.name) ?? false;
    if (required !== (field.required !== false)) problems.push(`${at}: required is ${required} in the schema`);
    if (property.type === "array") {
      if (field.widget !== "list") problems.push(`${at}: a list in the schema, a ${field.widget} in the CMS`);
      if ((property.minItems ?? 0) !== (field.min ?? 0))
        problems.push(`${at}: minimum ${property.minItems} in the schema`);
      if (property.items) problems.push(...drift(at, property.items, field.fields ?? []));
    } else if (property.type === "object") {
      if (field.widget !== "object") problems.push(`${at}: an object in the schema, a ${field.widget} in the CMS`);
      problems.push(...drift(at, property, field.fields ?? []));
    } else if (property.enum) {
      if (JSON.stringify(property.enum) !== JSON.stringify(field.options)) problems.push(`${at}: options differ`);
    } else if (property.pattern && property.pattern !== "\\S" && field.pattern?.[0] !== property.pattern) {
      problems.push(`${at}: pattern differs from the schema's`);
    }
  }
  return problems;
}

describe("the CMS config (static/admin/config.yml)", () => {
  it("has a field for every schema field and no other, with the same required fields, lists, options and patterns", () => {
    // "Content" reads each file as a block per language; the names search knows, in no language, have their own.
    const files = committed.collections.flatMap((collection) => collection.files ?? []);
    expect(committed.collections.find((collection) => collection.name === "names")?.i18n).toBeUndefined();
    expect(files.map((file) => file.file).sort()).toEqual(CONTENT_FILES.map(({ file }) => `data/${file}`).sort());
    for (const { file } of CONTENT_FILES) {
      const json = toJsonSchema(SCHEMA_BY_FILE[file]);
      const cms = files.find((entry) => entry.file === `data/${file}`);
      expect(drift(file, json, cms?.fields ?? [])).toEqual([]);
    }
  });

  /** The fields shown in a translated language's pane: those marked i18n, with their marked fields. */
  function translatedFields(fields: CmsField[]): CmsField[] {
    return fields
      .filter((field) => field.i18n)
      .map((field) => (field.fields ? { ...field, fields: translatedFields(field.fields) } : field));
  }

  it("shows each interface file's texts in every language side by side, and each text in each language", () => {
    expect(committed.i18n).toEqual({ structure: "single_file", locales: LOCALE_LIST, default_locale: DEFAULT_LOCALE });
    const content = committed.collections[0];
    expect(content.i18n).toBe(true);
    const translated = CONTENT_FILES.filter((entry) => entry.translated);
    expect(translated.map(({ file }) => file)).toEqual(["site.yaml", "pages.yaml", "home.yaml", "top-rated.yaml"]);
    for (const { file } of CONTENT_FILES) {
      const cms = content.files.find((entry) => entry.file === `data/${file}`);
      const texts = textsOf(SCHEMA_BY_FILE[file]);
      if (!translated.some((entry) => entry.file === file) || !texts || !cms) {
        expect([file, cms?.i18n]).toEqual([file, undefined]);
        continue;
      }
      expect([file, cms.i18n]).toEqual([file, true]);
      // The Arabic pane asks for exactly what the `ar:` block must hold: every text, nothing written once in English.
      expect(
        drift(`${file} (${TRANSLATED_LOCALES.join(", ")})`, toJsonSchema(texts), translatedFields(cms.fields)),
      ).toEqual([]);
    }
  });

  it("detects drift in the translated fields: a contact detail marked for translation is reported", () => {
    const site = structuredClone(committed.collections[0].files.find((f) => f.file === "data/site.yaml")!.fields);
    site.find((field) => field.name === "contact")!.i18n = true;
    expect(drift("site.yaml", toJsonSchema(textsOf(SCHEMA_BY_FILE["site.yaml"])!), translatedFields(site))).toContain(
      "site.yaml.contact: not in the schema",
    );
  });

  it("detects drift: a field renamed in the CMS config is reported", () => {
    const json = toJsonSchema(SCHEMA_BY_FILE[CONTENT_FILES[0].file]);
    const fields = structuredClone(
      committed.collections[0].files.find((f) => f.file === `data/${CONTENT_FILES[0].file}`)?.fields ?? [],
    );
    fields[0].name = "brnad";
    expect(drift("site.yaml", json, fields)).toEqual([
      "site.yaml.brand: no CMS field",
      "site.yaml.brnad: not in the schema",
    ]);
  });

  it("signs in with GitHub through Netlify's OAuth client on the host, and uses decap-server locally", () => {
    expect(committed.backend.name).toBe("github");
    expect(committed.backend.repo).toBe(REPOSITORY);
    expect(committed.backend.base_url).toBe("https://api.netlify.com");
    expect(JSON.stringify(committed.backend)).not.toMatch(/git-gateway|identity/i);
    expect(committed.local_backend).toBe(true);
  });

  describe("the learning paths' collection", () => {
    // The collections of one entry per file: the topics, the paid courses and the paths.
    const [, , ...folders] = committed.collections;
    const collectionOf = (folder: string) => folders.find((collection) => collection.folder === `data/${folder}`);
    const paths = collectionOf(PATH_FOLDER.folder);
    /** The fields of a path's step's course: what the editor chooses, one of them per course. */
    const courses = paths?.fields.find((f) => f.name === "steps")?.fields?.find((f) => f.name === "courses");

    /** The field a relation's path names in a collection's fields ("videos.*.title": each video's title). */
    function fieldAt(fields: CmsField[], fieldPath: string): CmsField | undefined {
      const [name, ...rest] = fieldPath.split(".").filter((part) => part !== "*");
      const found = fields.find((field) => field.name === name);
      return rest.length === 0 ? found : fieldAt(found?.fields ?? [], rest.join("."));
    }

    it("makes one entry of each data/paths/<name>.yaml, creates new ones, and asks for what the path's schema does", () => {
      expect(paths).toMatchObject({ name: PATH_FOLDER.folder, create: true, slug: "{{title}}" });
      expect(drift(PATH_FOLDER.folder, toJsonSchema(PATH_FOLDER.schema), paths?.fields ?? [])).toEqual([]);
    });

    it("asks for the Arabic titles and description beside the English, as a topic's and a paid course's are", () => {
      for (const collection of [collectionOf(TOPIC_FOLDER.folder), collectionOf(PAID_COURSE_FOLDER.folder), paths])
        expect([collection?.name, collection?.i18n]).toEqual([collection?.name, undefined]);
      const names = (fields: CmsField[] = []) => fields.map((field) => field.name);
      expect(names(paths?.fields)).toEqual(
        expect.arrayContaining(["title", "titleAr", "description", "descriptionAr"]),
      );
      expect(names(paths?.fields.find((field) => field.name === "steps")?.fields)).toEqual([
        "title",
        "titleAr",
        "courses",
      ]);
    });

    it("chooses each course from the catalog, by title, never as a typed id", () => {
      expect(
        courses?.fields?.map(({ name, widget, required, collection, value_field }) => [
          name,
          widget,
          required,
          collection,
          value_field,
        ]),
      ).toEqual([
        ["video", "relation", false, TOPIC_FOLDER.folder, "videos.*.youtubeId"],
        // Decap's relation, offering only the topics' videos that have a playlist id.
        ["playlist", FILLED_RELATION_WIDGET, false, TOPIC_FOLDER.folder, "videos.*.playlistId"],
        ["paid", "relation", false, PAID_COURSE_FOLDER.folder, "{{slug}}"],
      ]);
      for (const {
        name,
        collection,
        value_field = "",
        display_fields = [],
        search_fields = [],
        pattern,
      } of courses?.fields ?? []) {
        const offered = folders.find((folder) => folder.name === collection)?.fields ?? [];
        // Shown and searched by the title the catalog gives the course.
        const titles = [...display_fields, ...search_fields];
        expect([name, titles.map((fieldPath) => fieldAt(offered, fieldPath)?.name)]).toEqual([
          name,
          titles.map(() => "title"),
        ]);
        // A paid course is written as its entry's file name, a template rather than a field.
        if (value_field.startsWith("{{")) continue;
        // What is chosen is what the path's schema checks: an id the topic's own field holds, under the same pattern.
        expect([name, fieldAt(offered, value_field)?.pattern?.[0]]).toEqual([name, pattern?.[0] ?? "no pattern"]);
      }
    });

    it("says which course each entry of a step is, and that a course is one of the three", () => {
      expect(courses).toMatchObject({ label_singular: "Course", min: 1 });
      for (const { name, label } of courses?.fields ?? []) {
        expect(courses?.summary).toContain(`{{fields.${name} | ternary('${label}: ', '')}}{{fields.${name}}}`);
        expect(courses?.hint).toContain(label);
      }
    });
  });

  it("is current: `npm run schemas` writes exactly the committed file", async () => {
    const { stringify } = await import("yaml");
    const { cmsConfig } = await import("./cmsConfig");
    const text = readFileSync(path.join(__dirname, "../../static/admin/config.yml"), "utf8");
    expect(text.slice(text.indexOf("\n") + 1)).toBe(stringify(cmsConfig(), { lineWidth: 0 }));
  });
});
