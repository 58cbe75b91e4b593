import sharp from "sharp";

/** A solid-colour PNG of this size: what the fake image engines answer with. */
export async function samplePng(width: number, height: number, color = { r: 30, g: 120, b: 200 }) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
