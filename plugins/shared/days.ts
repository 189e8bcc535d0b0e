/** A day as YYYY-MM-DD, in UTC: the same answer on any build machine. YAML may have read a date as a Date already. */
export const isoDay = (day: string | Date): string => (day instanceof Date ? day.toISOString().slice(0, 10) : day);

/** The Monday that starts the week of a day (YYYY-MM-DD, UTC): weeks as ISO 8601 counts them. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The environment variable that sets the build's clock (an ISO time), to build as a later day would. */
export const BUILD_TIME_ENV = "CORSI_BUILD_TIME";

/**
 * When this build happens, for what YouTube's answers are kept by (a day): now, or the time CORSI_BUILD_TIME names,
 * so the first build after the daily refresh can be measured without waiting a day (`npm run scale -- --refresh`).
 */
export function buildTime(env: NodeJS.ProcessEnv = process.env): number {
  const set = env[BUILD_TIME_ENV];
  if (!set) return Date.now();
  const time = Date.parse(set);
  if (Number.isNaN(time))
    throw new Error(`${BUILD_TIME_ENV}=${set}: expected an ISO time, such as 2026-11-27T09:00:00Z`);
  return time;
}
