import type { SavedCatalogPaidCourse } from "../../src/learner/savedCatalog";
import { paidListId } from "../../src/content/paid";
import { LOCALE_LIST } from "../../src/siteManifest";
import { dayIn, priceIn } from "../corsi-content/price";
import { paidCourseSchema } from "../corsi-content/schema";
import { titled } from "./savedCatalogFile";

export interface QueriedPaidCourse {
  slug: string;
  title: string;
  titleAr: string | null;
  provider: string;
  url: string;
  sponsored: boolean | null;
  price: number;
  currency: string;
  priceCheckedOn: string;
  hours: number | null;
}

/** A paid course's card data as /Saved reads it: its price and date already written for each edition. */
export function savedCatalogPaidCourse(course: QueriedPaidCourse): SavedCatalogPaidCourse {
  const { slug, title, titleAr, provider, url, sponsored, price, currency, priceCheckedOn, hours } = course;
  const byLocale = (write: (locale: (typeof LOCALE_LIST)[number]) => string) =>
    Object.fromEntries(LOCALE_LIST.map((locale) => [locale, write(locale)]));
  return {
    id: paidListId(slug),
    ...titled(paidCourseSchema, { title, titleAr }),
    provider,
    url,
    ...(sponsored && { sponsored }),
    ...(hours && { hours }),
    price: byLocale((locale) => priceIn(price, currency, locale)),
    checkedOn: byLocale((locale) => dayIn(priceCheckedOn, locale)),
  };
}
