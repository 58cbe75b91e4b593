const pad = (n: number) => String(n).padStart(2, "0");

/** A UTC time, written the same on the server and in the browser (no hydration mismatch across time zones). */
export function UtcTime({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted-foreground">—</span>;
  const d = new Date(iso);
  const text = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {text}
    </time>
  );
}
