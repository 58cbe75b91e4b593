import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

const GLOWS = {
  top: "bg-[radial-gradient(ellipse_at_top,rgb(179_102_255/0.22),transparent_60%)]",
  topLeft: "bg-[radial-gradient(ellipse_at_top_left,rgb(179_102_255/0.18),transparent_60%)]",
  home: "bg-[radial-gradient(ellipse_at_top,rgb(179_102_255/0.25),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(236_72_153/0.12),transparent_50%)]",
} as const;

/** The bordered first section of a public page with its violet glow behind the content. */
export function HeroSection({ glow, className, children }: { glow: keyof typeof GLOWS; className?: string; children: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b">
      <div aria-hidden="true" className={cn("pointer-events-none absolute inset-0", GLOWS[glow])} />
      <div className={cn("container-page relative", className)}>{children}</div>
    </section>
  );
}

/** The centred hero of a catalogue list page: eyebrow, title, description and an optional call to action. */
export function ListHero({ eyebrow, title, description, children }: { eyebrow: string; title: string; description: string; children?: ReactNode }) {
  return (
    <HeroSection glow="top" className={cn("py-16 text-center", children ? "md:py-24" : "md:py-20")}>
      <p className="text-primary text-sm font-semibold tracking-widest uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-6xl">{title}</h1>
      <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">{description}</p>
      {children}
    </HeroSection>
  );
}
