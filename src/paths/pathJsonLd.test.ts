import { pathJsonLd } from "./pathJsonLd";

describe("a learning path's structured data", () => {
  it("lists its courses in path order, each linking to its card on the page", () => {
    const data = pathJsonLd("https://corsi.example/Paths/web", { title: "Web", description: "From zero." }, [
      { name: "HTML", anchor: "video-abcdefghijk" },
      { name: "React", anchor: "paid-react" },
    ]);
    expect(data).toMatchObject({
      "@type": "ItemList",
      name: "Web",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "HTML", url: "https://corsi.example/Paths/web#video-abcdefghijk" },
        { "@type": "ListItem", position: 2, name: "React", url: "https://corsi.example/Paths/web#paid-react" },
      ],
    });
  });
});
