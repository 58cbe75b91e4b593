// Lays out a tall mobile screenshot as side-by-side columns so it can be viewed at once.
import sharp from "sharp";
const [file, out, colHeight = "2500"] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const h = Number(colHeight); const cols = Math.ceil(meta.height / h);
const parts = [];
for (let i = 0; i < cols; i++) {
  const top = i * h; const height = Math.min(h, meta.height - top);
  parts.push({ input: await sharp(file).extract({ left: 0, top, width: meta.width, height }).toBuffer(), left: i * (meta.width + 10), top: 0 });
}
await sharp({ create: { width: cols * (meta.width + 10), height: h, channels: 3, background: "#fff" } }).composite(parts).png().toFile(out);
