import { createHash } from "node:crypto";
import sharp from "sharp";
import { EXACT_SIZES } from "./sizes";
import { ProviderError, transportFailure, type ImageProvider, type ProviderRequest } from "./types";

// The built-in stand-in of CONTRACT.md: a real PNG of the requested aspect ratio
// whose picture is derived from the prompt and seed (same input, same image),
// rendered from an SVG scene in well under a second. An edit lays the scene over
// the source picture (only where a mask is white, as strongly as 'Strength' says);
// a variation blends a scene drawn from the source's colours and the seed into the
// source; an upscale is a real Lanczos resample to 2× or 4× the source's size.

/** A small deterministic generator (mulberry32) seeded from the prompt and seed. */
function randomFrom(request: Pick<ProviderRequest, "prompt" | "negativePrompt" | "seed">) {
  const digest = createHash("sha256").update(`${request.prompt}\u0000${request.negativePrompt}\u0000${request.seed}`).digest();
  let state = digest.readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number) {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function ridge(rand: () => number, width: number, height: number, baseY: number, roughness: number) {
  const steps = 14;
  let y = baseY;
  const points: string[] = [`M0 ${height}`, `L0 ${y.toFixed(1)}`];
  for (let i = 1; i <= steps; i++) {
    y = Math.min(height * 0.95, Math.max(height * 0.25, y + (rand() - 0.5) * roughness));
    const x = (width * i) / steps;
    const cx = x - width / steps / 2;
    const cy = y + (rand() - 0.5) * roughness;
    points.push(`Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  points.push(`L${width} ${height}Z`);
  return points.join(" ");
}

/** The SVG scene for a request: sky, a glowing sun or moon, stars, drifting lights and ridges. */
export function sceneSvg(request: Pick<ProviderRequest, "prompt" | "negativePrompt" | "seed">, width: number, height: number, opacity = 1) {
  const rand = randomFrom(request);
  const hue = rand() * 360;
  const spread = 30 + rand() * 120;
  const night = rand() < 0.45;
  const skyTop = hsl(hue, 55 + rand() * 30, night ? 8 + rand() * 8 : 25 + rand() * 20);
  const skyBottom = hsl(hue + spread, 70 + rand() * 25, night ? 30 + rand() * 15 : 55 + rand() * 20);
  const sunColor = hsl(hue + spread + 30, 90, night ? 88 : 70);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = height * (0.2 + rand() * 0.3);
  const sunR = Math.min(width, height) * (0.06 + rand() * 0.08);

  const stars = night
    ? Array.from({ length: 60 + Math.floor(rand() * 60) }, () => {
        const r = (0.6 + rand() * 1.6).toFixed(2);
        return `<circle cx="${(rand() * width).toFixed(1)}" cy="${(rand() * height * 0.6).toFixed(1)}" r="${r}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
      }).join("")
    : "";

  const lights = Array.from({ length: 6 + Math.floor(rand() * 6) }, (_, i) => {
    const r = Math.min(width, height) * (0.05 + rand() * 0.22);
    return `<circle cx="${(rand() * width).toFixed(1)}" cy="${(rand() * height * 0.8).toFixed(1)}" r="${r.toFixed(1)}" fill="url(#light${i % 3})" opacity="${(0.25 + rand() * 0.4).toFixed(2)}"/>`;
  }).join("");

  const layers = 3 + Math.floor(rand() * 3);
  const ridges = Array.from({ length: layers }, (_, i) => {
    const depth = (i + 1) / layers;
    const baseY = height * (0.45 + depth * 0.4 + (rand() - 0.5) * 0.08);
    const color = hsl(hue + spread * (1 - depth) + 180 * (rand() < 0.2 ? 1 : 0), 35 + rand() * 25, (night ? 22 : 40) * (1 - depth) + 5);
    return `<path d="${ridge(rand, width, height, baseY, height * (0.18 - depth * 0.1))}" fill="${color}" opacity="${(0.75 + depth * 0.25).toFixed(2)}"/>`;
  }).join("");

  const lightStops = [0, 1, 2]
    .map((i) => {
      const c = hsl(hue + spread * (i + 1) * 0.7, 90, 65);
      return `<radialGradient id="light${i}"><stop offset="0" stop-color="${c}" stop-opacity="0.9"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
    })
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sunColor}" stop-opacity="0.85"/><stop offset="1" stop-color="${sunColor}" stop-opacity="0"/></radialGradient>
${lightStops}
</defs>
<g opacity="${opacity}">
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${stars}
<circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(sunR * 3.2).toFixed(1)}" fill="url(#glow)"/>
<circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${sunR.toFixed(1)}" fill="${sunColor}"/>
${lights}
${ridges}
</g>
</svg>`;
}

const DEFAULT_STRENGTH = 0.6;

/** The scene over the source: everywhere, or through the mask (white = repaint), at `strength`. */
async function paintOver(request: ProviderRequest, source: Uint8Array, width: number, height: number) {
  const strength = request.strength ?? DEFAULT_STRENGTH;
  const level = Math.round(255 * strength);
  const base = await sharp(source).rotate().resize(width, height, { fit: "cover" }).removeAlpha().toBuffer();
  const scene = await sharp(Buffer.from(sceneSvg(request, width, height, 1)))
    .resize(width, height)
    .removeAlpha()
    .toBuffer();
  // How much of the scene shows at each pixel: the strength, times the mask where there is one.
  const alpha = request.mask
    ? await sharp(request.mask).resize(width, height, { fit: "fill" }).grayscale().linear(strength, 0).toColourspace("b-w").toBuffer()
    : await sharp({ create: { width, height, channels: 3, background: { r: level, g: level, b: level } } })
        .toColourspace("b-w")
        .png()
        .toBuffer();
  const layer = await sharp(scene).joinChannel(alpha).png().toBuffer();
  return sharp(base)
    .composite([{ input: layer, blend: "over" }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** A variation: the source under a scene of its own average colour's hue, drawn from the seed, at `strength`. */
async function vary(request: ProviderRequest, source: Uint8Array, width: number, height: number) {
  const { dominant } = await sharp(source).stats();
  const seeded = { ...request, prompt: `${request.prompt}\u0000${dominant.r},${dominant.g},${dominant.b}` };
  const base = await sharp(source)
    .rotate()
    .resize(width, height, { fit: "cover" })
    .removeAlpha()
    .modulate({ hue: Math.round((request.seed % 61) - 30) })
    .toBuffer();
  return paintOver({ ...seeded, mask: undefined, strength: (request.strength ?? 0.35) * 0.8 }, base, width, height);
}

/** A real resample of the source to `factor` times its size. */
async function upscale(source: Uint8Array, factor: number) {
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new ProviderError("bad_answer", "The source picture has no size");
  return sharp(source)
    .rotate()
    .resize(meta.width * factor, meta.height * factor, { kernel: "lanczos3" })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export function createLocalEngine(): ImageProvider {
  return {
    engine: "local",
    async generate(request, { signal }) {
      const { width, height } = EXACT_SIZES[request.aspectRatio];
      try {
        let image: Buffer;
        if (request.mode !== "generate" && !request.sourceImage) throw new ProviderError("unavailable", `${request.mode} needs a source image`);
        if (request.mode === "edit") image = await paintOver(request, request.sourceImage!, width, height);
        else if (request.mode === "variation") image = await vary(request, request.sourceImage!, width, height);
        else if (request.mode === "upscale") image = await upscale(request.sourceImage!, request.factor ?? 2);
        else {
          image = await sharp(Buffer.from(sceneSvg(request, width, height)))
            .png({ compressionLevel: 6 })
            .toBuffer();
        }
        if (signal.aborted) throw new ProviderError("timeout", "The local engine did not finish in time");
        return { image };
      } catch (error) {
        throw transportFailure(error, signal);
      }
    },
  };
}
