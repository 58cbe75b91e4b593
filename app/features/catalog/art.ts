// Abstract compositions drawn as SVG from a seed: the demo content's pictures
// (rendered to WebP at seed time) and the gallery's sample images. Same style
// and seed, same picture. Shapes only, no text, so no fonts are needed.

export const ART_STYLES = ["orbs", "waves", "rings", "peaks", "prism", "bloom", "horizon", "ribbons"] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export type ArtSpec = { style: ArtStyle; seed: number; palette: number };

const PALETTES = [
  ["#12002b", "#5b21b6", "#c026d3", "#f472b6", "#fde68a"],
  ["#020617", "#1e3a8a", "#0ea5e9", "#67e8f9", "#f0abfc"],
  ["#1a0b05", "#7c2d12", "#ea580c", "#fbbf24", "#fef3c7"],
  ["#03140f", "#065f46", "#10b981", "#a7f3d0", "#facc15"],
  ["#14001a", "#831843", "#e11d48", "#fb7185", "#fecdd3"],
  ["#0b1020", "#312e81", "#6366f1", "#a5b4fc", "#22d3ee"],
  ["#1b0f2e", "#6d28d9", "#f97316", "#fcd34d", "#fdf4ff"],
  ["#001219", "#005f73", "#0a9396", "#94d2bd", "#ee9b00"],
  ["#190019", "#2b124c", "#854f6c", "#dfb6b2", "#fbe4d8"],
  ["#0d0221", "#261447", "#ff3864", "#2de2e6", "#f6019d"],
  ["#101418", "#264653", "#2a9d8f", "#e9c46a", "#f4a261"],
  ["#0f0a1e", "#3c096c", "#9d4edd", "#e0aaff", "#ff9e00"],
] as const;

function random(seed: number) {
  // mulberry32: small, fast, good enough for pictures.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

type Ctx = { w: number; h: number; rnd: () => number; c: readonly string[]; defs: string[]; id: (p: string) => string };

function background(ctx: Ctx, angle = 1) {
  const g = ctx.id("bg");
  ctx.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${ctx.c[0]}"/><stop offset="0.6" stop-color="${ctx.c[1]}"/><stop offset="1" stop-color="${ctx.c[0]}"/></linearGradient>`,
  );
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="url(#${g})"/>`;
}

function glow(ctx: Ctx, color: string, opacity = 0.85) {
  const g = ctx.id("glow");
  ctx.defs.push(
    `<radialGradient id="${g}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${color}" stop-opacity="${r1(opacity * 0.35)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return g;
}

const pick = <T>(ctx: Ctx, list: readonly T[]) => list[Math.floor(ctx.rnd() * list.length)];

const painters: Record<ArtStyle, (ctx: Ctx) => string> = {
  orbs(ctx) {
    const { w, h, rnd } = ctx;
    let out = background(ctx, rnd());
    const count = 9 + Math.floor(rnd() * 6);
    for (let i = 0; i < count; i++) {
      const g = glow(ctx, ctx.c[2 + (i % 3)], 0.5 + rnd() * 0.5);
      const r = (0.12 + rnd() * 0.35) * Math.max(w, h);
      out += `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h)}" r="${r1(r)}" fill="url(#${g})"/>`;
    }
    for (let i = 0; i < 5; i++) {
      out += `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h)}" r="${r1(8 + rnd() * 40)}" fill="${ctx.c[4]}" opacity="${r1(0.3 + rnd() * 0.6)}"/>`;
    }
    return out;
  },
  waves(ctx) {
    const { w, h, rnd } = ctx;
    let out = background(ctx, 0);
    out += `<circle cx="${r1(w * (0.2 + rnd() * 0.6))}" cy="${r1(h * 0.3)}" r="${r1(w * 0.5)}" fill="url(#${glow(ctx, ctx.c[3], 0.6)})"/>`;
    const layers = 6;
    for (let i = 0; i < layers; i++) {
      const y = h * (0.35 + (i / layers) * 0.6);
      const amp = h * (0.04 + rnd() * 0.08);
      const g = ctx.id("wave");
      ctx.defs.push(
        `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ctx.c[2 + (i % 3)]}"/><stop offset="1" stop-color="${ctx.c[0]}"/></linearGradient>`,
      );
      const p = rnd() * w;
      out += `<path d="M0 ${r1(y)} C ${r1(w * 0.25 + p * 0.1)} ${r1(y - amp)}, ${r1(w * 0.5)} ${r1(y + amp)}, ${r1(w * 0.75)} ${r1(y - amp * 0.5)} S ${w} ${r1(y + amp * 0.4)}, ${w} ${r1(y)} L ${w} ${h} L 0 ${h} Z" fill="url(#${g})" opacity="${r1(0.55 + i * 0.07)}"/>`;
    }
    return out;
  },
  rings(ctx) {
    const { w, h, rnd } = ctx;
    let out = background(ctx, rnd());
    const cx = w * (0.3 + rnd() * 0.4);
    const cy = h * (0.3 + rnd() * 0.4);
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(Math.max(w, h) * 0.45)}" fill="url(#${glow(ctx, ctx.c[2], 0.8)})"/>`;
    const max = Math.hypot(w, h) * 0.6;
    for (let r = 30 + rnd() * 20; r < max; r += 26 + rnd() * 30) {
      out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${pick(ctx, ctx.c.slice(2))}" stroke-width="${r1(2 + rnd() * 10)}" opacity="${r1(0.25 + rnd() * 0.6)}"/>`;
    }
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(18 + rnd() * 30)}" fill="${ctx.c[4]}"/>`;
    return out;
  },
  peaks(ctx) {
    const { w, h, rnd } = ctx;
    const sky = ctx.id("sky");
    ctx.defs.push(
      `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ctx.c[1]}"/><stop offset="0.7" stop-color="${ctx.c[3]}"/><stop offset="1" stop-color="${ctx.c[4]}"/></linearGradient>`,
    );
    let out = `<rect width="${w}" height="${h}" fill="url(#${sky})"/>`;
    const sx = w * (0.25 + rnd() * 0.5);
    out += `<circle cx="${r1(sx)}" cy="${r1(h * 0.42)}" r="${r1(w * 0.35)}" fill="url(#${glow(ctx, ctx.c[4], 0.9)})"/>`;
    out += `<circle cx="${r1(sx)}" cy="${r1(h * 0.42)}" r="${r1(w * 0.09)}" fill="${ctx.c[4]}"/>`;
    const ranges = 4;
    for (let i = 0; i < ranges; i++) {
      const base = h * (0.5 + i * 0.12);
      let d = `M0 ${h} L0 ${r1(base)}`;
      const steps = 6 + Math.floor(rnd() * 5);
      for (let s = 1; s <= steps; s++) {
        const x = (w / steps) * s;
        const y = base - rnd() * h * (0.22 - i * 0.03);
        d += ` L${r1(x - w / steps / 2)} ${r1(y)} L${r1(x)} ${r1(base - rnd() * h * 0.05)}`;
      }
      d += ` L${w} ${h} Z`;
      out += `<path d="${d}" fill="${ctx.c[0]}" opacity="${r1(0.45 + i * 0.18)}"/>`;
    }
    return out;
  },
  prism(ctx) {
    const { w, h, rnd } = ctx;
    let out = background(ctx, rnd());
    const cols = 6;
    const rows = Math.max(3, Math.round((cols * h) / w));
    const pts: [number, number][][] = [];
    for (let y = 0; y <= rows; y++) {
      pts.push([]);
      for (let x = 0; x <= cols; x++) {
        const jitter = (v: number, edge: boolean) => (edge ? 0 : (rnd() - 0.5) * v);
        pts[y].push([(w / cols) * x + jitter(w / cols / 1.4, x === 0 || x === cols), (h / rows) * y + jitter(h / rows / 1.4, y === 0 || y === rows)]);
      }
    }
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const [a, b, c, d] = [pts[y][x], pts[y][x + 1], pts[y + 1][x + 1], pts[y + 1][x]];
        const light = (x / cols + y / rows) / 2;
        const tri = (p: [number, number][], shade: number) =>
          `<polygon points="${p.map(([px, py]) => `${r1(px)},${r1(py)}`).join(" ")}" fill="${ctx.c[1 + Math.min(3, Math.floor((light + shade) * 3.2))]}" opacity="${r1(0.35 + rnd() * 0.6)}"/>`;
        out += tri([a, b, c], rnd() * 0.3) + tri([a, c, d], rnd() * 0.3);
      }
    }
    out += `<circle cx="${r1(w * rnd())}" cy="${r1(h * rnd())}" r="${r1(w * 0.4)}" fill="url(#${glow(ctx, ctx.c[4], 0.45)})"/>`;
    return out;
  },
  bloom(ctx) {
    const { w, h, rnd } = ctx;
    let out = background(ctx, rnd());
    const cx = w / 2 + (rnd() - 0.5) * w * 0.2;
    const cy = h / 2 + (rnd() - 0.5) * h * 0.2;
    const size = Math.min(w, h);
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.6)}" fill="url(#${glow(ctx, ctx.c[2], 0.7)})"/>`;
    for (let layer = 0; layer < 3; layer++) {
      const petals = 6 + Math.floor(rnd() * 7);
      const len = size * (0.36 - layer * 0.09);
      const g = ctx.id("petal");
      ctx.defs.push(
        `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ctx.c[4]}"/><stop offset="1" stop-color="${ctx.c[2 + layer]}"/></linearGradient>`,
      );
      const turn = rnd() * 360;
      for (let i = 0; i < petals; i++) {
        const angle = turn + (360 / petals) * i;
        out += `<ellipse cx="${r1(cx + len / 2)}" cy="${r1(cy)}" rx="${r1(len / 2)}" ry="${r1(len / 6)}" fill="url(#${g})" opacity="${r1(0.55 + layer * 0.15)}" transform="rotate(${r1(angle)} ${r1(cx)} ${r1(cy)})"/>`;
      }
    }
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.05)}" fill="${ctx.c[4]}"/>`;
    return out;
  },
  horizon(ctx) {
    const { w, h, rnd } = ctx;
    const sky = ctx.id("sky");
    ctx.defs.push(
      `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ctx.c[0]}"/><stop offset="0.55" stop-color="${ctx.c[1]}"/><stop offset="0.56" stop-color="${ctx.c[0]}"/></linearGradient>`,
    );
    const horizon = h * (0.52 + rnd() * 0.08);
    const sun = ctx.id("sun");
    ctx.defs.push(
      `<linearGradient id="${sun}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ctx.c[4]}"/><stop offset="1" stop-color="${ctx.c[2]}"/></linearGradient>`,
    );
    const sr = Math.min(w, h) * (0.2 + rnd() * 0.08);
    const sx = w * (0.35 + rnd() * 0.3);
    let out = `<rect width="${w}" height="${h}" fill="url(#${sky})"/>`;
    out += `<circle cx="${r1(sx)}" cy="${r1(horizon)}" r="${r1(sr * 2.2)}" fill="url(#${glow(ctx, ctx.c[2], 0.7)})"/>`;
    out += `<circle cx="${r1(sx)}" cy="${r1(horizon - sr * 0.35)}" r="${r1(sr)}" fill="url(#${sun})"/>`;
    for (let i = 0; i < 5; i++) {
      const y = horizon - sr * 0.35 + sr * (0.2 + i * 0.16);
      out += `<rect x="${r1(sx - sr)}" y="${r1(y)}" width="${r1(sr * 2)}" height="${r1(2 + i * 2.5)}" fill="${ctx.c[0]}"/>`;
    }
    out += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="${ctx.c[0]}"/>`;
    const lines = 14;
    for (let i = -lines; i <= lines; i++) {
      out += `<line x1="${r1(w / 2 + i * (w / lines) * 0.18)}" y1="${r1(horizon)}" x2="${r1(w / 2 + i * (w / lines) * 1.6)}" y2="${h}" stroke="${ctx.c[3]}" stroke-width="1.5" opacity="0.55"/>`;
    }
    for (let i = 1; i < 9; i++) {
      const y = horizon + (h - horizon) * Math.pow(i / 8, 2);
      out += `<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}" stroke="${ctx.c[3]}" stroke-width="1.5" opacity="0.55"/>`;
    }
    return out;
  },
  ribbons(ctx) {
    const { w, h, rnd } = ctx;
    let out = background(ctx, rnd());
    out += `<circle cx="${r1(w * rnd())}" cy="${r1(h * rnd())}" r="${r1(w * 0.5)}" fill="url(#${glow(ctx, ctx.c[3], 0.5)})"/>`;
    const count = 7 + Math.floor(rnd() * 5);
    for (let i = 0; i < count; i++) {
      const g = ctx.id("rib");
      ctx.defs.push(
        `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ctx.c[2 + (i % 3)]}"/><stop offset="1" stop-color="${ctx.c[1 + ((i + 1) % 4)]}" stop-opacity="0.2"/></linearGradient>`,
      );
      const y0 = rnd() * h;
      const y1 = rnd() * h;
      out += `<path d="M${r1(-w * 0.1)} ${r1(y0)} C ${r1(w * 0.3)} ${r1(rnd() * h)}, ${r1(w * 0.7)} ${r1(rnd() * h)}, ${r1(w * 1.1)} ${r1(y1)}" fill="none" stroke="url(#${g})" stroke-width="${r1(8 + rnd() * Math.min(w, h) * 0.09)}" stroke-linecap="round" opacity="${r1(0.5 + rnd() * 0.5)}"/>`;
    }
    return out;
  },
};

/** An SVG document of the composition at the given pixel size. */
export function renderArtSvg(spec: ArtSpec, width: number, height: number): string {
  const defs: string[] = [];
  let n = 0;
  const ctx: Ctx = {
    w: width,
    h: height,
    rnd: random(spec.seed * 7919 + ART_STYLES.indexOf(spec.style) * 104729 + 17),
    c: PALETTES[((spec.palette % PALETTES.length) + PALETTES.length) % PALETTES.length],
    defs,
    id: (p) => `${p}${n++}`,
  };
  const body = painters[spec.style](ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join("")}</defs>${body}</svg>`;
}
