// Every count the site shows (credits, images, pictures) is written one way: en-US
// digit grouping ('3,000'), the same on the server and in any browser locale, so a
// server-rendered number never differs from the one the browser would render.
//
// Written out rather than through Intl.NumberFormat: building the formatter loads the
// browser's locale data, about 65 ms of a 74 ms task at 4x slower CPU as the site's
// scripts start, on every page load (issue 30). The output is
// Intl's own ("en-US", no fraction digits, halves away from zero), which the tests hold.

/** A whole count with thousands separators: 3000 → '3,000'. */
export function formatNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  // Past 2^53 (and ∞, NaN), never a count here: Intl itself, built on the spot.
  if (!Number.isSafeInteger(whole)) return value.toLocaleString("en-US", { maximumFractionDigits: 0 });
  // 1 / value is negative for every negative number and for -0, which Intl writes '-0'.
  return (1 / value < 0 ? "-" : "") + String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** A credit amount (the unit is written by the caller): 3500 → '3,500'. */
export function formatCredits(credits: number): string {
  return formatNumber(credits);
}
