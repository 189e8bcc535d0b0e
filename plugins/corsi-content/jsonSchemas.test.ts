/** @jest-environment node */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { jsonSchemas } from "./jsonSchemas";
import { PATH_COURSE_KINDS, PLAYLIST_ID_PATTERN, YOUTUBE_ID_PATTERN } from "./schema";

const ROOT = path.join(__dirname, "../..");

describe("the committed JSON Schemas", () => {
  const generated = jsonSchemas();

  it("match the content schema (run `npm run schemas` after changing plugins/corsi-content/schema/)", () => {
    expect(readdirSync(path.join(ROOT, "schemas")).sort()).toEqual(Object.keys(generated).sort());
    for (const [name, text] of Object.entries(generated)) {
      expect(readFileSync(path.join(ROOT, "schemas", name), "utf8")).toBe(text);
    }
  });

  it("carry the rules editors check as you type: required fields, no unknown keys, id patterns", () => {
    const topic = JSON.parse(generated["topic.schema.json"]);
    expect(topic.required).toEqual(["title", "position", "videos"]);
    const video = topic.properties.videos.items;
    expect(video.required).toEqual(["youtubeId", "title"]);
    expect(video.additionalProperties).toBe(false);
    expect(video.properties.youtubeId.pattern).toBe(YOUTUBE_ID_PATTERN.source);
    expect(video.properties.language.enum).toEqual(expect.arrayContaining(["Arabic", "English"]));
  });

  it("describe a learning path with its steps, each course by the id the catalog knows it by", () => {
    const learningPath = JSON.parse(generated["learning-path.schema.json"]);
    expect(learningPath.title).toBe("data/paths/*.yaml");
    expect(learningPath.required).toEqual(["title", "titleAr", "level", "position", "description", "steps"]);
    const step = learningPath.properties.steps.items;
    expect(step.required).toEqual(["title", "titleAr", "courses"]);
    const course = step.properties.courses.items;
    expect(Object.keys(course.properties)).toEqual([...PATH_COURSE_KINDS]);
    expect(course.additionalProperties).toBe(false);
    expect(course.properties.video.pattern).toBe(YOUTUBE_ID_PATTERN.source);
    expect(course.properties.playlist.pattern).toBe(PLAYLIST_ID_PATTERN.source);
  });

  // gatsby-transformer-yaml makes a node of a file's top level: a key Gatsby keeps for itself there stops the build.
  it("use no key Gatsby reserves on a node at a file's top level", () => {
    const reserved = ["id", "children", "parent", "fields", "internal"];
    for (const [name, text] of Object.entries(generated)) {
      const { properties = {}, items } = JSON.parse(text) as { properties?: object; items?: { properties?: object } };
      const keys = [...Object.keys(properties), ...Object.keys(items?.properties ?? {})];
      expect([name, keys.filter((key) => reserved.includes(key))]).toEqual([name, []]);
    }
  });

  it("ask a translated file for every text in Arabic, beside the English, and for nothing written once in English", () => {
    const site = JSON.parse(generated["site.schema.json"]);
    expect(site.required).toEqual(["en", "ar"]);
    expect(site.additionalProperties).toBe(false);
    expect(site.properties.en.required).toContain("contact");
    const ar = site.properties.ar;
    expect(Object.keys(ar.properties)).toEqual([
      "brand",
      "description",
      "nav",
      "footer",
      "theme",
      "labels",
      "learner",
      "player",
      "notes",
      "offline",
    ]);
    expect(ar.properties.nav.items.required).toEqual(["label"]);
    expect(ar.properties.nav.items.additionalProperties).toBe(false);
    expect(ar.properties.theme.properties.dark.required).toEqual(["label"]);
    const pages = JSON.parse(generated["pages.schema.json"]).properties.ar;
    expect(pages.properties.contact.properties.phone.required).toEqual(["label"]);
    expect(pages.properties.topic.properties.description.required).toEqual(["one", "other"]);
    const home = JSON.parse(generated["home.schema.json"]).properties.ar;
    expect(home.properties.features.properties.items.items.required).toEqual(["title", "text"]);
    // The logo tiles hold only names of technologies, the same in every language: one block, no translation.
    expect(JSON.parse(generated["logos.schema.json"]).required).toEqual(["tiles"]);
  });

  it("are wired to the data files for VS Code", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8"));
    expect(Object.entries(settings["yaml.schemas"]).sort()).toEqual(
      Object.keys(generated)
        .map((name) => [`./schemas/${name}`, JSON.parse(generated[name]).title])
        .sort(),
    );
  });
});
