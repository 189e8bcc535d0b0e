import { paidPages } from "./paidPages";

describe("the pages of /Paid", () => {
  it("is one page, empty, without paid courses", () => {
    expect(paidPages([{ id: "go", courseIds: [] }], 12)).toEqual({ pages: [[]], pageOfTopic: new Map() });
  });

  it("cuts the courses in the catalog's order every page size, and knows each topic's first page", () => {
    const { pages, pageOfTopic } = paidPages(
      [
        { id: "web", courseIds: ["a", "b", "c"] },
        { id: "go", courseIds: [] },
        { id: "python", courseIds: ["d", "e"] },
      ],
      2,
    );
    expect(pages).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect([...pageOfTopic]).toEqual([
      ["web", 1],
      ["python", 2],
    ]);
  });
});
