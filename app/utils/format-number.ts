// Every count the site shows (credits, images, pictures) is written one way: en-US
// digit grouping ('3,000'), the same on the server and in any browser locale, so a
// server-rendered number never differs from the one the browser would render.

const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A whole count with thousands separators: 3000 → '3,000'. */
export function formatNumber(value: number): string {
  return WHOLE.format(value);
}

/** A credit amount (the unit is written by the caller): 3500 → '3,500'. */
export function formatCredits(credits: number): string {
  return formatNumber(credits);
}
