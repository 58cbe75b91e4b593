import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DashboardStats } from "~/routes/admin/dashboard.server";
import { DashboardCharts } from "./dashboard-charts";
import { formatShortDay } from "~/utils/dates";
import { formatDollars } from "./dashboard-figure";

const DAYS = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 17 + i)).toISOString().slice(0, 10));

function statsWith(fill: boolean): DashboardStats {
  const v = (i: number, n: number) => (fill ? (i * n) % 7 : 0);
  const accounts = DAYS.map((day, i) => ({ day, accounts: v(i, 3) }));
  const generations = DAYS.map((day, i) => ({ day, succeeded: v(i, 5), failed: v(i, 2) ? 1 : 0, refused: i === 4 && fill ? 2 : 0 }));
  const credits = DAYS.map((day, i) => ({ day, sold: v(i, 1) * 500, spent: v(i, 5) }));
  const revenue = DAYS.map((day, i) => ({ day, creator: i === 3 && fill ? 2_500 : 0, agency: 0, topup: v(i, 1) * 1_000 }));
  const sum = <Row,>(rows: Row[], key: keyof Row) => rows.reduce((n, row) => n + Number(row[key]), 0);
  const engine = { engine: "local", count: 40, failed: 2, failureRate: 0.05, p50Ms: 640, p95Ms: 2_300 };
  return {
    period: { firstDay: DAYS[0], lastDay: DAYS[29], days: 30 },
    accounts: { days: accounts, total: sum(accounts, "accounts") },
    generations: {
      days: generations,
      totals: { succeeded: sum(generations, "succeeded"), failed: sum(generations, "failed"), refused: sum(generations, "refused") },
    },
    credits: { days: credits, totals: { sold: sum(credits, "sold"), spent: sum(credits, "spent") } },
    revenue: { days: revenue, totals: { creator: sum(revenue, "creator"), agency: 0, topup: sum(revenue, "topup") } },
    engines: fill ? { rows: [engine], total: { ...engine, engine: "all" } } : { rows: [], total: null },
  };
}

const warn = vi.spyOn(console, "warn");
const error = vi.spyOn(console, "error");
afterEach(() => {
  warn.mockClear();
  error.mockClear();
});

describe("dashboard charts on the server", () => {
  it("render each chart as a described figure with the daily numbers in a hidden table and a reserved, hidden drawing box", () => {
    const html = renderToString(<DashboardCharts stats={statsWith(true)} />);
    const figures = html.match(/<figure[^>]*>/g) ?? [];
    expect(figures).toHaveLength(5);
    for (const figure of figures) {
      const described = /aria-describedby="([^"]+)"/.exec(figure)?.[1];
      expect(described).toBeTruthy();
      expect(html).toContain(`id="${described}"`);
    }
    // Four daily charts: their drawing box is sized before the browser measures it, and hidden from assistive technology.
    const boxes = html.match(/<div data-slot="chart"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(4);
    for (const box of boxes)
      expect(box).toMatch(/class="[^"]*h-56 w-full[^"]*"[^>]*aria-hidden="true"|aria-hidden="true"[^>]*class="[^"]*h-56 w-full/);
    const hiddenTables = html.match(/<div class="sr-only"><table>[\s\S]*?<\/table>/g) ?? [];
    expect(hiddenTables).toHaveLength(4);
    for (const table of hiddenTables) expect(table.match(/<th scope="row">/g)).toHaveLength(30);
    expect(html).toContain(`<th scope="row">${formatShortDay(DAYS[0])}</th>`);
    expect(html).toContain("New accounts</h2>");
    expect(html).toContain("Provider latency</h2>");
    expect(html).toContain("640 ms");
    expect(html).toContain("2.3 s");
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("sum up the period in a sentence: totals and the busiest day", () => {
    const stats = statsWith(true);
    const html = renderToString(<DashboardCharts stats={stats} />);
    const top = stats.accounts.days.reduce((best, d) => (d.accounts > best.accounts ? d : best));
    expect(html).toContain(`${stats.accounts.total} new accounts in the last 30 days, most on ${formatShortDay(top.day)} (${top.accounts}).`);
    const { creator, topup } = stats.revenue.totals;
    expect(html).toContain(
      `${formatDollars(creator + topup)} in the last 30 days: Creator plan $25, Agency plan $0, top-ups ${formatDollars(topup)}.`,
    );
  });

  it("show an empty state instead of a chart when the period has no data", () => {
    const html = renderToString(<DashboardCharts stats={statsWith(false)} />);
    expect(html.match(/No data in the last 30 days/g)).toHaveLength(5);
    expect(html).not.toContain('data-slot="chart"');
    expect(html).toContain("No new accounts in the last 30 days.");
  });
});

describe("dashboard formats", () => {
  it("write days as '12 Nov' and cents as dollars", () => {
    expect(formatShortDay("2026-11-12")).toBe("12 Nov");
    expect(formatShortDay("2026-01-01")).toBe("1 Jan");
    expect(formatDollars(123_400)).toBe("$1,234");
    expect(formatDollars(1_050)).toBe("$10.50");
  });
});
