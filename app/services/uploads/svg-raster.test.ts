import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/utils/errors";
import { looksLikeSvg, rasteriseSvg, SVG_ICON_MAX_SIDE } from "./svg-raster.server";

const encode = (text: string) => new TextEncoder().encode(text);

/** The chunk types of a PNG, in order: text chunks (tEXt, iTXt, zTXt) would be where markup could hide. */
function pngChunkTypes(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  for (let offset = 8; offset < bytes.byteLength;) {
    const length = view.getUint32(offset);
    types.push(String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)));
    offset += 12 + length;
  }
  return types;
}

async function expectPlainPng(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("png");
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(SVG_ICON_MAX_SIDE);
  expect(pngChunkTypes(bytes).filter((type) => ["tEXt", "iTXt", "zTXt"].includes(type))).toEqual([]);
  expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/<svg|script|onload|href|foreignObject/i);
}

async function refusal(svg: string) {
  const error = await rasteriseSvg(encode(svg)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

async function samePixels(a: Uint8Array, b: Uint8Array) {
  const [left, right] = await Promise.all([a, b].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer()));
  return left.equals(right);
}

const CLEAN = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="8" fill="#b366ff"/></svg>';

describe("rasteriseSvg", () => {
  let server: Server;
  let requests = 0;
  let origin = "";
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests++;
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("draws a small icon as a PNG whose longest side is 512 px, keeping its proportions", async () => {
    const square = await rasteriseSvg(encode(CLEAN));
    expect(square).toMatchObject({ width: 512, height: 512 });
    await expectPlainPng(square.bytes);
    const tall = await rasteriseSvg(encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><rect width="10" height="20"/></svg>'));
    expect(tall).toMatchObject({ width: 256, height: 512 });
  });

  it("leaves no script or event handler: the PNG is the same picture as the clean icon", async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" onload="alert(1)">
  <script>alert('x')</script>
  <script><![CDATA[document.cookie]]></script>
  <set attributeName="onload" to="alert(1)"/>
  <circle cx="12" cy="12" r="8" fill="#b366ff" onmouseover="alert(2)"/>
</svg>`;
    const drawn = await rasteriseSvg(encode(hostile));
    await expectPlainPng(drawn.bytes);
    expect(await samePixels(drawn.bytes, (await rasteriseSvg(encode(CLEAN))).bytes)).toBe(true);
  });

  it("never fetches an external image, stylesheet or use reference", async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24">
  <style>@import url(${origin}/s.css); rect { fill: url(${origin}/p) }</style>
  <image href="${origin}/track.png" width="24" height="24"/>
  <image xlink:href="file:///etc/passwd" width="24" height="24"/>
  <use href="${origin}/sprite.svg#a"/>
  <circle cx="12" cy="12" r="8" fill="#b366ff"/>
</svg>`;
    const drawn = await rasteriseSvg(encode(hostile));
    await expectPlainPng(drawn.bytes);
    expect(requests).toBe(0);
  });

  it("draws no foreignObject HTML", async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
  <foreignObject width="24" height="24"><div xmlns="http://www.w3.org/1999/xhtml" onclick="steal()"><iframe src="${origin}/frame"/></div></foreignObject>
  <circle cx="12" cy="12" r="8" fill="#b366ff"/>
</svg>`;
    const drawn = await rasteriseSvg(encode(hostile));
    await expectPlainPng(drawn.bytes);
    expect(requests).toBe(0);
  });

  it("refuses a DOCTYPE, so external entities and entity bombs never reach the XML parser", async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
    const laughs = Array.from({ length: 8 }, (_, i) => `<!ENTITY e${i + 1} "${`&e${i};`.repeat(10)}">`).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e0 "lol">${laughs}]><svg xmlns="http://www.w3.org/2000/svg"><text>&e8;</text></svg>`;
    expect(await refusal(xxe)).toBe("SVG files with a DOCTYPE are not accepted");
    expect(await refusal(bomb)).toBe("SVG files with a DOCTYPE are not accepted");
    expect(await refusal(`<svg xmlns="http://www.w3.org/2000/svg"><!ENTITY x "y"></svg>`)).toBe("SVG files with a DOCTYPE are not accepted");
  });

  it("draws a huge declared size down to 512 px, and refuses one too large to draw at all", async () => {
    const huge = await rasteriseSvg(
      encode('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"><rect width="100%" height="100%"/></svg>'),
    );
    expect(huge).toMatchObject({ width: 512, height: 256 });
    await expectPlainPng(huge.bytes);
    expect(await refusal('<svg xmlns="http://www.w3.org/2000/svg" width="100000000" height="100000000"><rect width="1" height="1"/></svg>')).toBe(
      "The SVG's width and height are too large to draw",
    );
  });

  it("refuses markup that is not a readable SVG", async () => {
    expect(await refusal('<svg xmlns="http://www.w3.org/2000/svg"><rect')).toBe("The file is not a readable image");
    expect(await refusal("<svg>")).toBe("The file is not a readable image");
  });
});

describe("looksLikeSvg", () => {
  it("finds the svg element after a prolog, and nothing else", () => {
    expect(looksLikeSvg('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("<svgfoo/>")).toBe(false);
  });
});

describe("a pathological SVG", () => {
  // Blur and dilation over the whole canvas, a few times: librsvg needs many seconds for it.
  const layer = '<rect width="512" height="512" filter="url(#f)" fill="#b366ff" opacity="0.5"/>';
  const SLOW =
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><filter id="f" x="-50%" y="-50%" width="200%" height="200%">' +
    '<feGaussianBlur stdDeviation="60"/><feMorphology operator="dilate" radius="40"/></filter>' +
    layer.repeat(4) +
    "</svg>";

  it("is refused once its drawing overruns the limit: the drawing is killed, not waited for", async () => {
    const started = Date.now();
    const error = await rasteriseSvg(encode(SLOW), { timeoutMs: 1500 }).then(
      () => null,
      (e: unknown) => e,
    );
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("The SVG takes too long to draw (more than 2 seconds). Simplify it or upload a PNG.");
    expect(elapsed).toBeLessThan(4000);
  });
});
