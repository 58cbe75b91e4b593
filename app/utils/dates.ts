// Calendar days in UTC, the one time zone the site writes dates in (see UtcTime).

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const isoDay = (moment: Date | number) => new Date(moment).toISOString().slice(0, 10);
