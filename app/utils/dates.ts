// Calendar days in UTC, the one time zone the site writes dates in (see UtcTime):
// a date written on the server reads the same in any browser, so hydration never differs.

export const DAY_MS = 24 * 60 * 60 * 1000;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const isoDay = (moment: Date | number) => new Date(moment).toISOString().slice(0, 10);

/** The UTC calendar day of a moment (a Date, a timestamp or an ISO string) as the site shows it: 'Nov 12, 2026'. */
export function formatDay(moment: Date | number | string): string {
  const d = new Date(moment);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** A YYYY-MM-DD day as a chart axis writes it: '2026-11-12' → '12 Nov'. */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month - 1]}`;
}

/** The UTC time of day of a moment, to the minute: '14:05 UTC'. */
export function formatUtcMinute(moment: Date | number | string): string {
  const d = new Date(moment);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** A moment's UTC day and minute: 'Nov 12, 2026, 14:05 UTC' (the same on the server and in any browser). */
export function formatDayTime(moment: Date | number | string): string {
  return `${formatDay(moment)}, ${formatUtcMinute(moment)}`;
}

function pad(n: number) {
  return String(n).padStart(2, "0");
}
