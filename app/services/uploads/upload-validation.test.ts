import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "~/utils/errors";
import { pngDeclaring } from "../../../tests/mocks/huge-png";
import { MAX_IMAGE_PIXELS } from "./upload-rules";
import { checkImageUpload, displayFileName, readLimitedFormData, sniffImageType } from "./upload-validation.server";

async function png(width = 4, height = 3) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#b366ff" } })
      .png()
      .toBuffer(),
  );
}

function fileOf(bytes: Uint8Array | string, name: string, type = "image/png") {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

describe("sniffImageType", () => {
  it("recognises images by their first bytes, not their names", async () => {
    expect(sniffImageType(await png())).toBe("png");
    expect(
      sniffImageType(
        new Uint8Array(
          await sharp(await png())
            .jpeg()
            .toBuffer(),
        ),
      ),
    ).toBe("jpeg");
    expect(
      sniffImageType(
        new Uint8Array(
          await sharp(await png())
            .webp()
            .toBuffer(),
        ),
      ),
    ).toBe("webp");
    expect(
      sniffImageType(
        new Uint8Array(
          await sharp(await png())
            .gif()
            .toBuffer(),
        ),
      ),
    ).toBe("gif");
    expect(sniffImageType(new TextEncoder().encode('<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(sniffImageType(new TextEncoder().encode("just some text"))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
  });
});

describe("checkImageUpload", () => {
  it("accepts a real PNG and reads its width and height", async () => {
    const checked = await checkImageUpload(fileOf(await png(40, 30), "photo.png"), "media");
    expect(checked).toMatchObject({ kind: "png", mime: "image/png", extension: "png", width: 40, height: 30, displayName: "photo.png" });
  });

  it("refuses a text file renamed to .png whatever type the browser claims", async () => {
    const message = await rejection(checkImageUpload(fileOf("hello, I am text", "photo.png", "image/png"), "media"));
    expect(message).toMatch(/^File type must be one of image\/png, image\/jpeg, image\/gif, image\/webp$/);
  });

  it("refuses a file with image magic bytes that is no readable image", async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    expect(await rejection(checkImageUpload(fileOf(fake, "x.png"), "media"))).toBe("The file is not a readable image");
  });

  it("refuses files above the limit of the purpose", async () => {
    const big = new Uint8Array(5_000_001);
    big.set(await png());
    expect(await rejection(checkImageUpload(fileOf(big, "big.png"), "media"))).toBe("File is larger than 5000000 bytes");
    expect(await rejection(checkImageUpload(fileOf(big, "big.png"), "generatorImage"))).toBe("File is larger than 5000000 bytes");
    const bigger = new Uint8Array(5 * 1024 * 1024 + 1);
    bigger.set(await png());
    expect(await rejection(checkImageUpload(fileOf(bigger, "big.png"), "appImage"))).toBe("File is larger than 5242880 bytes");
  });

  it("allows 5 MiB for app images but not 5 MB for media", async () => {
    // Uncompressed PNG: 1292 rows of (1 filter byte + 1290 * 3) bytes, a little over 5,000,000 bytes.
    const raw = { width: 1290, height: 1292, channels: 3 as const, background: "#000", noise: { type: "gaussian" as const, mean: 128, sigma: 60 } };
    const bytes = new Uint8Array(await sharp({ create: raw }).png({ compressionLevel: 0 }).toBuffer());
    expect(bytes.byteLength).toBeGreaterThan(5_000_000);
    expect(bytes.byteLength).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect((await checkImageUpload(fileOf(bytes, "a.png"), "appImage")).kind).toBe("png");
    expect(await rejection(checkImageUpload(fileOf(bytes, "a.png"), "media"))).toBe("File is larger than 5000000 bytes");
  });

  it("keeps each purpose to its types: webp not for app images, svg only for app icons", async () => {
    const webp = new Uint8Array(
      await sharp(await png())
        .webp()
        .toBuffer(),
    );
    expect(await rejection(checkImageUpload(fileOf(webp, "a.webp", "image/webp"), "appImage"))).toMatch(/^File type must be/);
    expect((await checkImageUpload(fileOf(webp, "a.webp", "image/webp"), "generatorImage")).kind).toBe("webp");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect(await rejection(checkImageUpload(fileOf(svg, "a.svg", "image/svg+xml"), "media"))).toMatch(/^File type must be/);
    expect(await rejection(checkImageUpload(fileOf(svg, "a.svg", "image/svg+xml"), "appImage"))).toMatch(/^File type must be/);
    const icon = await checkImageUpload(fileOf(svg, "a.svg", "image/svg+xml"), "appIcon");
    expect(icon).toMatchObject({ kind: "png", mime: "image/png", extension: "png", width: 512, height: 512, displayName: "a.svg" });
    expect(sniffImageType(icon.bytes)).toBe("png");
  });

  it("stores an SVG icon as a PNG with nothing of its markup left", async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" onload="alert(1)">
  <script>alert('x')</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onclick="steal()">hi</div></foreignObject>
  <circle cx="12" cy="12" r="5" fill="#000"/>
</svg>`;
    const icon = await checkImageUpload(fileOf(svg, "icon.svg", "image/svg+xml"), "appIcon");
    expect(icon).toMatchObject({ kind: "png", mime: "image/png", extension: "png", width: 512, height: 512 });
    expect((await sharp(icon.bytes).metadata()).format).toBe("png");
    expect(new TextDecoder("latin1").decode(icon.bytes)).not.toMatch(/script|onload|onclick|foreignObject|<svg/i);
  });

  it("refuses SVGs with a DOCTYPE (entity tricks) and text that is not an SVG", async () => {
    const doctype = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expect(await rejection(checkImageUpload(fileOf(doctype, "a.svg", "image/svg+xml"), "appIcon"))).toMatch(/DOCTYPE|File type/);
    expect(await rejection(checkImageUpload(fileOf("<html><svg></svg></html>", "a.svg", "image/svg+xml"), "appIcon"))).toMatch(/^File type must be/);
  });

  it("never keeps a folder from the client's file name", () => {
    expect(displayFileName("../../etc/passwd.png", "upload.png")).toBe("passwd.png");
    expect(displayFileName("C:\\Users\\me\\cat.png", "upload.png")).toBe("cat.png");
    expect(displayFileName("\u0000\u0007", "upload.png")).toBe("upload.png");
  });
});

describe("readLimitedFormData", () => {
  it("refuses a body above the limit before reading it, by its declared length or while reading", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(2048)], "a.png"));
    const request = new Request("http://localhost/x", { method: "POST", body: form });
    expect(await rejection(readLimitedFormData(request, 1024))).toBe("Request is larger than 1024 bytes");

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(512));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/x", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(await rejection(readLimitedFormData(chunked, 1024))).toBe("Request is larger than 1024 bytes");
  });

  it("reads a form within the limit", async () => {
    const form = new FormData();
    form.set("title", "Hello");
    form.set("file", new File([new Uint8Array(10)], "a.png"));
    const parsed = await readLimitedFormData(new Request("http://localhost/x", { method: "POST", body: form }), 4096);
    expect(parsed.get("title")).toBe("Hello");
    expect((parsed.get("file") as File).size).toBe(10);
  });
});

describe("a picture declaring too many pixels", () => {
  it("is refused at upload for every purpose, with its size in the message", async () => {
    const huge = pngDeclaring(10_000, 10_000);
    expect(huge.byteLength).toBeLessThan(100_000);
    for (const purpose of ["media", "appImage", "generatorImage", "appIcon"] as const) {
      expect(await rejection(checkImageUpload(fileOf(huge, "huge.png"), purpose))).toBe(
        "The picture is 10000 × 10000 pixels: at most 50 million pixels (width × height) are accepted. Make it smaller and try again.",
      );
    }
  });

  it("accepts the largest allowed size", async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const checked = await checkImageUpload(fileOf(pngDeclaring(side, side), "big.png"), "media");
    expect([checked.width, checked.height]).toEqual([side, side]);
  });
});
