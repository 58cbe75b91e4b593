const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** A UTC time, written the same on the server and in the browser (no hydration mismatch across time zones). */
function utcParts(iso: string) {
  const d = new Date(iso);
  return {
    date: `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`,
  };
}

export function UtcTime({ iso, stacked = false }: { iso: string; stacked?: boolean }) {
  const { date, time } = utcParts(iso);
  return (
    <time dateTime={iso} title={iso}>
      <span className="whitespace-nowrap">{date}</span>
      {stacked ? <br /> : " "}
      <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}
