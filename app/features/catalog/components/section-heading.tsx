import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  className,
  level = 2,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "center" | "left";
  className?: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn("max-w-3xl", align === "center" ? "mx-auto text-center" : "text-left", className)}>
      {eyebrow ? <p className="text-primary text-sm font-semibold tracking-widest uppercase">{eyebrow}</p> : null}
      <Heading id={id} className={cn("text-3xl font-bold tracking-tight text-balance md:text-4xl", eyebrow && "mt-2")}>
        {title}
      </Heading>
      {description ? <p className="text-muted-foreground mt-4 text-base text-pretty md:text-lg">{description}</p> : null}
    </div>
  );
}

/** A plain status line for loading, empty and error states inside a section. */
export function SectionStatus({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "error" }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border border-dashed px-6 py-10 text-center text-sm md:text-base",
        tone === "error" ? "border-destructive/50 text-destructive" : "text-muted-foreground",
      )}
    >
      {children}
    </p>
  );
}
