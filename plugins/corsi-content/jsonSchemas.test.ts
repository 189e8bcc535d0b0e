/** @jest-environment node */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { jsonSchemas } from "./jsonSchemas";
import { YOUTUBE_ID_PATTERN } from "./schema";

const ROOT = path.join(__dirname, "../..");

describe("the committed JSON Schemas", () => {
  const generated = jsonSchemas();

  it("match the content schema (run `npm run schemas` after changing src/content/schema.ts)", () => {
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

  it("are wired to the data files for VS Code", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8"));
    expect(Object.entries(settings["yaml.schemas"]).sort()).toEqual(
      Object.keys(generated)
        .map((name) => [`./schemas/${name}`, JSON.parse(generated[name]).title])
        .sort(),
    );
  });
});
