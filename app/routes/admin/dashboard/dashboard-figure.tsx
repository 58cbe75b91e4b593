import { useId, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { ChartLegendContent, type ChartConfig } from "~/components/ui/chart";
import { formatShortDay } from "~/utils/dates";

// The frame every dashboard chart shares: a <figure> named by its heading and
// described by a sentence with the period's totals, the drawing (hidden from
// assistive technology) and the daily numbers as a visually hidden table.

export const formatCount = (n: number) => n.toLocaleString("en-US");

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
export const formatCompact = (n: number) => compact.format(n);

/** Whole dollars from cents: $1,234 (cents shown only when there are some). */
export function formatDollars(cents: number) {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** The day with the highest value (the first of equals), or null when every day is 0. */
export function busiestDay<Row extends { day: string }>(days: Row[], value: (row: Row) => number) {
  let best: { day: string; value: number } | null = null;
  for (const row of days) {
    const v = value(row);
    if (v > 0 && (!best || v > best.value)) best = { day: row.day, value: v };
  }
  return best;
}

export const EMPTY_TEXT = "No data in the last 30 days";

export type TableColumn<Row> = { label: string; value: (row: Row) => string };

type ChartFigureProps<Row extends { day: string }> = {
  title: string;
  summary: string;
  /** Nothing to draw in the period: an empty box of the same size says so. */
  empty: boolean;
  config: ChartConfig;
  days: Row[];
  columns: TableColumn<Row>[];
  /** The chart itself: a ChartContainer with `className="h-56 w-full"`. */
  children: ReactNode;
};

export function ChartFigure<Row extends { day: string }>({ title, summary, empty, config, days, columns, children }: ChartFigureProps<Row>) {
  const id = useId();
  return (
    <Card className="min-w-0 py-0">
      <figure className="relative grid gap-4 p-6" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} data-testid="dashboard-chart">
        <figcaption className="grid gap-1">
          <h2 id={`${id}-title`} className="leading-none font-semibold">
            {title}
          </h2>
          <p id={`${id}-summary`} className="text-muted-foreground text-sm">
            {summary}
          </p>
        </figcaption>
        {empty ? (
          <p className="text-muted-foreground flex h-56 w-full items-center justify-center rounded-lg border border-dashed text-sm">{EMPTY_TEXT}</p>
        ) : (
          <>
            {children}
            {/* The colour key is for the drawing; the table below names every series already. */}
            {Object.keys(config).length > 1 ? (
              <div aria-hidden="true">
                <ChartLegendContent config={config} className="text-muted-foreground" />
              </div>
            ) : null}
            {/* A table cannot be shrunk to 1 px itself (it grows to its content and widens the page): its box is. */}
            <div className="sr-only">
              <table>
                <caption>{title} per day (UTC)</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {columns.map((column) => (
                      <th key={column.label} scope="col">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((row) => (
                    <tr key={row.day}>
                      <th scope="row">{formatShortDay(row.day)}</th>
                      {columns.map((column) => (
                        <td key={column.label}>{column.value(row)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </figure>
    </Card>
  );
}
