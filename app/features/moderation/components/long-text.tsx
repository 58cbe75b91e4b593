/**
 * What a user typed, as plain text: short texts whole, long ones cut with the
 * rest behind a keyboard-operable disclosure (and in the tooltip).
 */
export function LongText({ text, limit = 120 }: { text: string; limit?: number }) {
  const chars = Array.from(text);
  if (chars.length <= limit) return <span className="wrap-anywhere whitespace-pre-wrap">{text}</span>;
  return (
    <details className="group">
      <summary
        title={text}
        className="focus-visible:ring-ring/50 cursor-pointer list-none rounded-sm outline-none focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden"
      >
        <span className="wrap-anywhere group-open:hidden">{chars.slice(0, limit).join("").trimEnd()}…</span>
        <span className="hidden wrap-anywhere whitespace-pre-wrap group-open:inline">{text}</span>
        <span className="text-primary ml-1 text-xs font-medium whitespace-nowrap underline-offset-4 group-open:hidden hover:underline">Show all</span>
        <span className="text-primary ml-1 hidden text-xs font-medium whitespace-nowrap underline-offset-4 group-open:inline hover:underline">
          Show less
        </span>
      </summary>
    </details>
  );
}
