import { paidCoursesJsonLd } from "./paidJsonLd";

describe("the JSON-LD of /Paid", () => {
  it("names each course as a schema.org Course with its provider and a paid Offer", () => {
    const course = {
      title: "Complete React Developer",
      description: null,
      provider: "Udemy",
      url: "https://www.udemy.com/course/react/",
      language: "English",
      amount: 19.99,
      currency: "USD",
      priceCheckedOn: "2026-11-20",
    };
    expect(paidCoursesJsonLd([course])["@graph"]).toEqual([
      {
        "@type": "Course",
        name: "Complete React Developer",
        description: "Complete React Developer",
        url: course.url,
        inLanguage: "en",
        provider: { "@type": "Organization", name: "Udemy" },
        offers: { "@type": "Offer", category: "Paid", price: 19.99, priceCurrency: "USD", url: course.url },
      },
    ]);
  });
});
