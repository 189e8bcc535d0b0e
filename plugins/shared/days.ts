/** A day as YYYY-MM-DD, in UTC: the same answer on any build machine. YAML may have read a date as a Date already. */
export const isoDay = (day: string | Date): string => (day instanceof Date ? day.toISOString().slice(0, 10) : day);
