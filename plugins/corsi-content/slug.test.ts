import { slugify, slugKey, topicSlug } from "./slug";

describe("topic slugs", () => {
  it.each([
    ["Python Learning", "python-learning"],
    ["Front end Development", "front-end-development"],
    ["  Machine   Learning!  ", "machine-learning"],
    ["Développement Web", "developpement-web"],
    ["HTML & CSS", "html-and-css"],
  ])("%j → %j", (title, slug) => expect(slugify(title)).toBe(slug));

  it("gives C, C++ and C# three different addresses", () => {
    const slugs = ["C Learning", "C++ Learning", "C# Learning"].map(slugify);
    expect(slugs).toEqual(["c-learning", "c-plus-plus-learning", "c-sharp-learning"]);
  });

  it("keeps Arabic letters, without the optional short vowels or elongation", () => {
    expect(slugify("تعلم بايثون")).toBe("تعلم-بايثون");
    expect(slugify("تَعَلُّم البرمجة")).toBe("تعلم-البرمجة");
    expect(slugify("تعلـــم")).toBe("تعلم");
    expect(slugify("أساسيات ++C")).toBe("أساسيات-plus-plus-c");
  });

  it("is empty when the text has no letter or digit, so validation can refuse it", () => {
    expect(slugify("!!! ---")).toBe("");
  });

  it("uses the owner's slug when given, normalised the same way", () => {
    expect(topicSlug({ title: "تعلم بايثون", slug: "Learn-Python" })).toBe("learn-python");
    expect(topicSlug({ title: "Python Learning", slug: null })).toBe("python-learning");
  });

  it("compares addresses without case", () => {
    expect(slugKey("Python-Learning")).toBe(slugKey("python-learning"));
  });
});
