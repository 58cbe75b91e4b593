import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { Card } from "~/components/ui/card";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "~/components/ui/chart";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/utils/misc";
import type { DashboardStats, EngineStats } from "~/routes/admin/dashboard.server";
import { busiestDay, ChartFigure, EMPTY_TEXT, formatCompact, formatCount, formatDollars } from "./dashboard-figure";
import { formatShortDay } from "~/utils/dates";

// The admin dashboard's charts (Recharts). Imported only by routes/admin/dashboard.tsx,
// so Recharts is in that route's chunk and nowhere else.

const BOX = "h-56 w-full";
const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The grid, day axis, value axis and tooltip every daily chart shares. */
function dailyFrame(valueFormatter: (value: number) => string, tickFormatter: (value: number) => string = formatCompact) {
  return [
    <CartesianGrid key="grid" vertical={false} />,
    <XAxis key="x" dataKey="day" tickFormatter={formatShortDay} tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} />,
    <YAxis key="y" tickFormatter={tickFormatter} tickLine={false} axisLine={false} width={44} allowDecimals={false} />,
    <ChartTooltip
      key="tooltip"
      cursor={false}
      isAnimationActive={false}
      content={({ active, payload, label }) => (
        <ChartTooltipContent
          active={active}
          payload={payload}
          label={label}
          labelFormatter={(day) => formatShortDay(String(day))}
          valueFormatter={valueFormatter}
        />
      )}
    />,
  ];
}

// No keyboard layer in the drawing: it is hidden from assistive technology (the figure's table carries the data).
const CHART_PROPS = { accessibilityLayer: false, margin: { top: 4, right: 4, bottom: 0, left: 0 } } as const;

const ACCOUNTS: ChartConfig = { accounts: { label: "New accounts", color: "var(--chart-1)" } };

function AccountsChart({ data }: { data: DashboardStats["accounts"] }) {
  const top = busiestDay(data.days, (d) => d.accounts);
  const summary = top
    ? `${plural(data.total, "new account")} in the last 30 days, most on ${formatShortDay(top.day)} (${formatCount(top.value)}).`
    : "No new accounts in the last 30 days.";
  return (
    <ChartFigure
      title="New accounts"
      summary={summary}
      empty={data.total === 0}
      config={ACCOUNTS}
      days={data.days}
      columns={[{ label: "New accounts", value: (d) => formatCount(d.accounts) }]}
    >
      <ChartContainer config={ACCOUNTS} className={BOX} aria-hidden="true">
        <BarChart data={data.days} {...CHART_PROPS}>
          {dailyFrame(formatCount)}
          <Bar dataKey="accounts" fill="var(--color-accounts)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

const GENERATIONS: ChartConfig = {
  succeeded: { label: "Succeeded", color: "var(--chart-2)" },
  failed: { label: "Failed", color: "var(--chart-5)" },
  refused: { label: "Refused", color: "var(--chart-3)" },
};

function GenerationsChart({ data }: { data: DashboardStats["generations"] }) {
  const { succeeded, failed, refused } = data.totals;
  const all = succeeded + failed + refused;
  const top = busiestDay(data.days, (d) => d.succeeded + d.failed + d.refused);
  const summary = top
    ? `${formatCount(succeeded)} succeeded, ${formatCount(failed)} failed and ${formatCount(refused)} refused by the content rules in the last 30 days; busiest on ${formatShortDay(top.day)} (${formatCount(top.value)}).`
    : "No generations in the last 30 days.";
  return (
    <ChartFigure
      title="Generations"
      summary={summary}
      empty={all === 0}
      config={GENERATIONS}
      days={data.days}
      columns={[
        { label: "Succeeded", value: (d) => formatCount(d.succeeded) },
        { label: "Failed", value: (d) => formatCount(d.failed) },
        { label: "Refused", value: (d) => formatCount(d.refused) },
      ]}
    >
      <ChartContainer config={GENERATIONS} className={BOX} aria-hidden="true">
        <BarChart data={data.days} {...CHART_PROPS}>
          {dailyFrame(formatCount)}
          <Bar dataKey="succeeded" stackId="all" fill="var(--color-succeeded)" isAnimationActive={false} />
          <Bar dataKey="failed" stackId="all" fill="var(--color-failed)" isAnimationActive={false} />
          <Bar dataKey="refused" stackId="all" fill="var(--color-refused)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

const CREDITS: ChartConfig = {
  sold: { label: "Sold", color: "var(--chart-1)" },
  spent: { label: "Spent", color: "var(--chart-4)" },
};

function CreditsChart({ data }: { data: DashboardStats["credits"] }) {
  const { sold, spent } = data.totals;
  const empty = data.days.every((d) => d.sold === 0 && d.spent === 0);
  const summary = empty
    ? "No credits sold or spent in the last 30 days."
    : `${plural(sold, "credit")} sold and ${formatCount(spent)} spent on generations (refunds deducted) in the last 30 days.`;
  return (
    <ChartFigure
      title="Credits sold vs spent"
      summary={summary}
      empty={empty}
      config={CREDITS}
      days={data.days}
      columns={[
        { label: "Sold", value: (d) => formatCount(d.sold) },
        { label: "Spent", value: (d) => formatCount(d.spent) },
      ]}
    >
      <ChartContainer config={CREDITS} className={BOX} aria-hidden="true">
        <LineChart data={data.days} {...CHART_PROPS}>
          {dailyFrame(formatCount)}
          <Line dataKey="sold" type="linear" stroke="var(--color-sold)" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line dataKey="spent" type="linear" stroke="var(--color-spent)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartContainer>
    </ChartFigure>
  );
}

const REVENUE: ChartConfig = {
  creator: { label: "Creator plan", color: "var(--chart-1)" },
  agency: { label: "Agency plan", color: "var(--chart-4)" },
  topup: { label: "Top-ups", color: "var(--chart-2)" },
};

function RevenueChart({ data }: { data: DashboardStats["revenue"] }) {
  const { creator, agency, topup } = data.totals;
  const total = creator + agency + topup;
  const summary =
    total === 0
      ? "No revenue in the last 30 days."
      : `${formatDollars(total)} in the last 30 days: Creator plan ${formatDollars(creator)}, Agency plan ${formatDollars(agency)}, top-ups ${formatDollars(topup)}.`;
  // Drawn in dollars; the table shows the exact amounts.
  const dollars = data.days.map((d) => ({ day: d.day, creator: d.creator / 100, agency: d.agency / 100, topup: d.topup / 100 }));
  const money = (value: number) => formatDollars(Math.round(value * 100));
  return (
    <ChartFigure
      title="Revenue"
      summary={summary}
      empty={total === 0}
      config={REVENUE}
      days={data.days}
      columns={[
        { label: "Creator plan", value: (d) => formatDollars(d.creator) },
        { label: "Agency plan", value: (d) => formatDollars(d.agency) },
        { label: "Top-ups", value: (d) => formatDollars(d.topup) },
        { label: "Total", value: (d) => formatDollars(d.creator + d.agency + d.topup) },
      ]}
    >
      <ChartContainer config={REVENUE} className={BOX} aria-hidden="true">
        <BarChart data={dollars} {...CHART_PROPS}>
          {dailyFrame(money, (value) => `$${formatCompact(value)}`)}
          <Bar dataKey="creator" stackId="all" fill="var(--color-creator)" isAnimationActive={false} />
          <Bar dataKey="agency" stackId="all" fill="var(--color-agency)" isAnimationActive={false} />
          <Bar dataKey="topup" stackId="all" fill="var(--color-topup)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

function formatMs(ms: number | null) {
  if (ms === null) return "–";
  return ms < 1000 ? `${formatCount(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const formatRate = (rate: number) => `${(rate * 100).toFixed(1)}%`;
// Narrow cells so that the five columns fit a phone's width.
const NUMBER = "px-1.5 text-right tabular-nums sm:px-2";

function LatencyRow({ row, total = false }: { row: EngineStats; total?: boolean }) {
  return (
    <TableRow className={total ? "font-medium" : undefined}>
      <TableHead scope="row" className={total ? "px-0" : "px-0 font-normal"}>
        {total ? "All engines" : row.engine}
      </TableHead>
      <TableCell className={NUMBER}>{formatMs(row.p50Ms)}</TableCell>
      <TableCell className={NUMBER}>{formatMs(row.p95Ms)}</TableCell>
      <TableCell className={NUMBER}>{formatRate(row.failureRate)}</TableCell>
      <TableCell className={cn(NUMBER, "pr-0")}>{formatCount(row.count)}</TableCell>
    </TableRow>
  );
}

function LatencyCard({ data }: { data: DashboardStats["engines"] }) {
  const id = useId();
  const total = data.total;
  const summary = total
    ? `${plural(total.count, "generation")} settled on ${plural(data.rows.length, "engine")} in the last 30 days: median ${formatMs(total.p50Ms)}, 95th percentile ${formatMs(total.p95Ms)}, ${formatRate(total.failureRate)} failed.`
    : "No generations settled in the last 30 days.";
  return (
    <Card className="min-w-0 py-0 lg:col-span-2">
      <figure className="grid gap-4 p-6" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} data-testid="dashboard-chart">
        <figcaption className="grid gap-1">
          <h2 id={`${id}-title`} className="leading-none font-semibold">
            Provider latency
          </h2>
          <p id={`${id}-summary`} className="text-muted-foreground text-sm">
            {summary}
          </p>
        </figcaption>
        {total ? (
          <Table>
            <caption className="sr-only">
              Per image engine, last 30 days: median (p50) and 95th-percentile (p95) time, share of generations that failed, and generations settled
            </caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col" className="px-0">
                  Engine
                </TableHead>
                <TableHead scope="col" className={NUMBER}>
                  p50
                </TableHead>
                <TableHead scope="col" className={NUMBER}>
                  p95
                </TableHead>
                <TableHead scope="col" className={NUMBER}>
                  Failed
                </TableHead>
                <TableHead scope="col" className={cn(NUMBER, "pr-0")}>
                  Count
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.rows.map((row) => (
                <LatencyRow key={row.engine} row={row} />
              ))}
              {data.rows.length > 1 ? <LatencyRow row={total} total /> : null}
            </TableBody>
          </Table>
        ) : (
          <p className="text-muted-foreground flex h-24 items-center justify-center rounded-lg border border-dashed text-sm">{EMPTY_TEXT}</p>
        )}
      </figure>
    </Card>
  );
}

/** Every chart card of the dashboard: two columns on wide screens, stacked on a phone. */
export function DashboardCharts({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <AccountsChart data={stats.accounts} />
      <GenerationsChart data={stats.generations} />
      <CreditsChart data={stats.credits} />
      <RevenueChart data={stats.revenue} />
      <LatencyCard data={stats.engines} />
    </div>
  );
}
