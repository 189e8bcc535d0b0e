import { languageCode } from "./languages";

export interface ListedPaidCourse {
  readonly title: string;
  readonly description: string | null;
  readonly provider: string;
  readonly url: string;
  readonly language: string;
  readonly amount: number;
  readonly currency: string;
  readonly priceCheckedOn: string;
}

/**
 * schema.org Course for each paid course on /Paid, for search engines: its seller as `provider`, its price as an Offer
 * (`category: "Paid"`, as Google's course list reads it), the link to the seller's page. The description is the
 * course's, or its title when it has none (a Course needs one).
 */
export function paidCoursesJsonLd(courses: readonly ListedPaidCourse[]) {
  return {
    "@context": "https://schema.org",
    "@graph": courses.map((course) => ({
      "@type": "Course",
      name: course.title,
      description: course.description ?? course.title,
      url: course.url,
      inLanguage: languageCode(course.language),
      provider: { "@type": "Organization", name: course.provider },
      offers: {
        "@type": "Offer",
        category: "Paid",
        price: course.amount,
        priceCurrency: course.currency,
        url: course.url,
      },
    })),
  };
}
