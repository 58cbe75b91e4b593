import * as React from "react";
import * as RechartsPrimitive from "recharts";

import { cn } from "~/utils/misc";

// shadcn/ui's chart (Recharts), adapted: the site is dark-only, so each series
// has one colour (a CSS variable such as var(--chart-1)), set as --color-{key}
// on the container's style instead of a generated <style> element. Import it only
// from admin route modules: Recharts must stay out of the public pages' bundles.

export type ChartConfig = Record<string, { label: React.ReactNode; color: string }>;

type ChartContextProps = { config: ChartConfig };

const ChartContext = React.createContext<ChartContextProps | null>(null);

function useChart() {
  const context = React.useContext(ChartContext);
  if (!context) throw new Error("useChart must be used within a <ChartContainer />");
  return context;
}

/**
 * The chart's box: give it a fixed height (e.g. `h-56 w-full`). The server and
 * the first client render draw an empty box of that size; the chart is drawn into
 * it once the browser has measured it, so nothing moves.
 */
function ChartContainer({
  className,
  children,
  config,
  style,
  ...props
}: React.ComponentProps<"div"> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
}) {
  const colors = Object.fromEntries(Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]));
  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        className={cn(
          "flex justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-dot[stroke='#fff']]:stroke-transparent [&_.recharts-layer]:outline-hidden [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-reference-line_[stroke='#ccc']]:stroke-border [&_.recharts-surface]:outline-hidden",
          className,
        )}
        style={{ ...colors, ...style }}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

const ChartTooltip = RechartsPrimitive.Tooltip;

type TooltipItem = RechartsPrimitive.TooltipPayloadEntry;

function ChartTooltipContent({
  active,
  payload,
  label,
  className,
  hideLabel = false,
  labelFormatter,
  valueFormatter = (value) => value.toLocaleString("en-US"),
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  label?: React.ReactNode;
  className?: string;
  hideLabel?: boolean;
  labelFormatter?: (label: React.ReactNode) => React.ReactNode;
  valueFormatter?: (value: number) => React.ReactNode;
}) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;
  return (
    <div
      className={cn(
        "border-border bg-popover text-popover-foreground grid min-w-32 items-start gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs shadow-xl",
        className,
      )}
    >
      {hideLabel ? null : <div className="font-medium">{labelFormatter ? labelFormatter(label) : label}</div>}
      <div className="grid gap-1.5">
        {payload.map((item) => {
          const key = String(item.dataKey ?? item.name ?? "value");
          const itemConfig = config[key];
          return (
            <div key={key} className="flex w-full items-center gap-2">
              <span
                className="size-2.5 shrink-0 rounded-[2px]"
                style={{ backgroundColor: itemConfig?.color ?? item.color ?? item.fill }}
              />
              <span className="text-muted-foreground flex-1">{itemConfig?.label ?? item.name}</span>
              <span className="text-foreground font-mono font-medium tabular-nums">
                {typeof item.value === "number" ? valueFormatter(item.value) : String(item.value ?? "")}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const ChartLegend = RechartsPrimitive.Legend;

/** The series' labels and colours as plain HTML: a Legend's content, or beside the chart with `config`. */
function ChartLegendContent({ className, keys, config: own }: { className?: string; keys?: string[]; config?: ChartConfig }) {
  const context = React.useContext(ChartContext);
  const config = own ?? context?.config ?? {};
  const shown = keys ?? Object.keys(config);
  return (
    <ul className={cn("flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs", className)}>
      {shown.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span className="size-2.5 shrink-0 rounded-[2px]" style={{ backgroundColor: config[key]?.color }} />
          {config[key]?.label ?? key}
        </li>
      ))}
    </ul>
  );
}

export { ChartContainer, ChartTooltip, ChartTooltipContent, ChartLegend, ChartLegendContent, useChart };
