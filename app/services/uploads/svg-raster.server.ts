// Uploaded SVG icons are stored as PNG (ADR 017): once drawn to pixels, no
// script, event handler, foreignObject or reference to another file is left.
import { spawn } from "node:child_process";
import { appError } from "~/utils/error-messages";
import { createRequire } from "node:module";
import { logger } from "~/utils/logger.server";

/** The longest side of a stored icon; a vector is drawn at this size, not scaled up from a small bitmap. */
export const SVG_ICON_MAX_SIDE = 512;

const MAX_RENDER_PIXELS = 100_000_000;
const RENDER_TIMEOUT_SECONDS = 10;
// librsvg draws at 72 dpi; sharp accepts a density between 1 and 100000.
const BASE_DENSITY = 72;

export type RasterisedSvg = { bytes: Uint8Array; width: number; height: number };

/** Whether text starts (after a BOM, XML declaration, comments and a DOCTYPE) with an <svg> element. */
export function looksLikeSvg(text: string) {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .replace(/<\?[\s\S]*?\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, "")
    .trimStart();
  return /^<svg[\s>/]/.test(head);
}

/** What the drawing process answers on stdout (one JSON line). */
type RenderAnswer = { ok: true; width: number; height: number; png: string } | { ok: false; reason: "unreadable" | "too-large"; detail?: string };

// Drawing runs in a child process that is killed when it overruns: librsvg
// parses and draws in one native call that sharp's own timeout cannot stop
// (a pathological icon ran 17 s past a 10 s limit), and a worker thread's
// native work cannot be killed either. Plain JavaScript, so it needs no build
// step; sharp is loaded by the absolute path this module resolved.
const RENDER_SCRIPT = `
const [sharpPath, optionsJson] = process.argv.slice(1);
const sharp = require(sharpPath);
const { side, baseDensity, maxPixels } = JSON.parse(optionsJson);
const answer = (value) => process.stdout.write(JSON.stringify(value) + "\\n");
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", async () => {
  const svg = Buffer.concat(chunks);
  let meta;
  try {
    meta = await sharp(svg, { limitInputPixels: false }).metadata();
  } catch (error) {
    return answer({ ok: false, reason: "unreadable", detail: String(error && error.message) });
  }
  if (meta.format !== "svg" || !meta.width || !meta.height) return answer({ ok: false, reason: "unreadable", detail: "not an svg" });
  const density = Math.min(100000, Math.max(1, (baseDensity * side) / Math.max(meta.width, meta.height)));
  const scale = density / baseDensity;
  if (meta.width * scale * meta.height * scale > maxPixels) return answer({ ok: false, reason: "too-large" });
  try {
    const { data, info } = await sharp(svg, { density, limitInputPixels: maxPixels })
      .resize(side, side, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    answer({ ok: true, width: info.width, height: info.height, png: data.toString("base64") });
  } catch (error) {
    answer({ ok: false, reason: "unreadable", detail: String(error && error.message) });
  }
});
`;

const sharpPath = createRequire(import.meta.url).resolve("sharp");

/** Runs the drawing process; kills it (SIGKILL) when it has not answered within `timeoutMs`. */
function renderInChild(svg: Uint8Array, timeoutMs: number): Promise<RenderAnswer | "timeout"> {
  return new Promise((resolve, reject) => {
    const options = JSON.stringify({ side: SVG_ICON_MAX_SIDE, baseDensity: BASE_DENSITY, maxPixels: MAX_RENDER_PIXELS });
    const child = spawn(process.execPath, ["-e", RENDER_SCRIPT, sharpPath, options], { stdio: ["pipe", "pipe", "ignore"] });
    const out: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", () => {
      clearTimeout(timer);
      if (timedOut) return resolve("timeout");
      try {
        resolve(JSON.parse(Buffer.concat(out).toString("utf8")) as RenderAnswer);
      } catch (error) {
        reject(new Error("the SVG drawing process gave no answer", { cause: error }));
      }
    });
    // The child may be gone (killed) before it read everything.
    child.stdin.on("error", () => {});
    child.stdin.end(Buffer.from(svg));
  });
}

/**
 * Draws an SVG to a PNG whose longest side is SVG_ICON_MAX_SIDE, in a process
 * killed after `timeoutMs`. A DOCTYPE is refused before parsing, so entities
 * (external or exponential) never reach the XML parser.
 */
export async function rasteriseSvg(svg: Uint8Array, options: { timeoutMs?: number } = {}): Promise<RasterisedSvg> {
  const text = new TextDecoder().decode(svg);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw appError("svgWithDoctype");
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_SECONDS * 1000;
  const answer = await renderInChild(svg, timeoutMs);
  if (answer === "timeout") {
    logger.warn({ timeoutMs }, "an uploaded SVG took too long to draw; its process was killed");
    throw appError("svgTooSlow", { values: { seconds: Math.round(timeoutMs / 1000) } });
  }
  if (!answer.ok && answer.reason === "too-large") throw appError("svgTooLarge");
  if (!answer.ok) throw appError("fileNotReadableImage", { cause: new Error(answer.detail) });
  return { bytes: new Uint8Array(Buffer.from(answer.png, "base64")), width: answer.width, height: answer.height };
}
