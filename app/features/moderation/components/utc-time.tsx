import { formatDay, formatUtcMinute } from "~/utils/dates";

/** A UTC time, written the same on the server and in the browser (no hydration mismatch across time zones). */
export function UtcTime({ iso, stacked = false }: { iso: string; stacked?: boolean }) {
  const date = formatDay(iso);
  const time = formatUtcMinute(iso);
  return (
    <time dateTime={iso} title={iso}>
      <span className="whitespace-nowrap">{date}</span>
      {stacked ? <br /> : " "}
      <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}
