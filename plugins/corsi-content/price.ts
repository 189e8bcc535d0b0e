import type { Locale } from "../../src/siteManifest";

/**
 * A paid course's price and the day it was checked, written at build for each edition (the browser's Intl may differ
 * from Node's by a space or a sign, which would make hydration draw the card again). Both editions use Western digits
 * (docs/decisions/0017-paid-courses.md); the currency is its ISO 4217 code ("USD 19.99", not "$19.99", which reads as
 * the visitor's own dollar), and the day is Gregorian whatever the edition's default calendar.
 */
export function priceIn(price: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    numberingSystem: "latn",
  }).format(price);
}

/** A YYYY-MM-DD day as the edition writes it: "November 20, 2026", "20 نوفمبر 2026". */
export function dayIn(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    calendar: "gregory",
    numberingSystem: "latn",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
