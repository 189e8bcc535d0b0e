import path from "node:path";
import { readAdminTexts } from "./adminTexts";
import { adminTextsSchema } from "./schema";

describe("data/admin.yaml", () => {
  const texts = readAdminTexts();

  it("says why a link is refused in words that read inside a sentence, as the editor and npm run add place them", () => {
    for (const refusal of Object.values(texts.linkRefusals)) expect(refusal).toMatch(/^[a-z].*[^.]$/);
  });

  it("names a language the editor can join a list in, and no other", () => {
    const fixture = readAdminTexts(path.resolve("e2e/fixtures/texts"));
    expect(adminTextsSchema.safeParse({ ...fixture, locale: "fr-CA" }).success).toBe(true);
    for (const locale of ["", "english", "en_US!"])
      expect(adminTextsSchema.safeParse({ ...fixture, locale }).error?.issues[0]?.path).toEqual(["locale"]);
  });
});
