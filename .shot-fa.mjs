import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:3201";
const pages = (process.env.PAGES ?? "/").split(",");
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 800 }, reducedMotion: "reduce" });
  const page = await ctx.newPage();
  page.on("console", (m) => { if (m.type() === "error") console.log("console error", w, m.text()); });
  page.on("pageerror", (e) => console.log("pageerror", w, e.message));
  for (const p of pages) {
    const res = await page.goto(base + p, { waitUntil: "networkidle" });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(1500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `/tmp/fa/shot-${w}-${p.replace(/\W+/g, "_") || "home"}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(w, p, res?.status(), "overflow", overflow, name);
  }
  await ctx.close();
}
await browser.close();
