import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenAiModerationFake, type OpenAiModerationFake } from "../../../../tests/mocks/openai-moderation-fake";
import { localEnginePicture } from "../../../../tests/fixtures/moderation/pictures";
import { ImageCheckError } from "./image-check-error";
import { createOpenAiModeration } from "./openai-moderation.server";

let fake: OpenAiModerationFake;
let picture: Buffer;
beforeAll(async () => {
  fake = await startOpenAiModerationFake();
  picture = await localEnginePicture(1, 1024, 1792);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.behaviour = "safe";
  fake.requests.length = 0;
});

const checker = () => createOpenAiModeration({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 2_000, maxRetries: 0 });

type SentBody = { model: string; input: Array<{ type: string; text?: string; image_url?: { url: string } }> };

describe("OpenAI's moderation endpoint", () => {
  it("sends the model, the bearer key, the prompt and the picture as a JPEG data URL of at most 1024 px", async () => {
    await checker().checkImage(picture, { prompt: "a lighthouse at dusk" });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/moderations" });
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    const body = request.json as SentBody;
    expect(body.model).toBe("omni-moderation-latest");
    expect(body.input[0]).toEqual({ type: "text", text: "a lighthouse at dusk" });
    expect(body.input[1].type).toBe("image_url");
    const url = body.input[1].image_url!.url;
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    const meta = await sharp(sent).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 585, height: 1024 });
    expect(sent.length).toBeLessThan(20 * 1024 * 1024);
  });

  it("sends the picture alone when there is no prompt", async () => {
    await checker().checkImage(picture);
    const body = fake.requests[0].json as SentBody;
    expect(body.input.map((part) => part.type)).toEqual(["image_url"]);
  });

  it("maps a safe answer", async () => {
    const verdict = await checker().checkImage(picture);
    expect(verdict).toEqual({ provider: "openai", sexual: false, sexualScore: 0.002, faces: [], minor: false, sexualMinors: false });
  });

  it("maps 'sexual'", async () => {
    fake.behaviour = "sexual";
    expect(await checker().checkImage(picture)).toMatchObject({ sexual: true, sexualScore: 0.93, minor: false, sexualMinors: false });
  });

  it("maps 'sexual/minors' to sexualMinors and minor", async () => {
    fake.behaviour = "sexual-minors";
    expect(await checker().checkImage(picture, { prompt: "…" })).toMatchObject({ sexual: true, sexualScore: 0.97, minor: true, sexualMinors: true });
  });

  it("throws on a server error", async () => {
    fake.behaviour = "error";
    await expect(checker().checkImage(picture)).rejects.toBeInstanceOf(ImageCheckError);
  });

  it("retries a server error once by default, then throws", async () => {
    fake.behaviour = "error";
    const retrying = createOpenAiModeration({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 2_000 });
    await expect(retrying.checkImage(picture)).rejects.toThrow(/moderation check failed/);
    expect(fake.requests).toHaveLength(2);
  });

  it("throws on a wrong key", async () => {
    const wrongKey = createOpenAiModeration({ apiKey: "sk-wrong", baseUrl: fake.baseUrl, maxRetries: 0 });
    await expect(wrongKey.checkImage(picture)).rejects.toThrow(/Incorrect API key/);
  });

  it("throws when the service does not answer in time", async () => {
    fake.behaviour = "timeout";
    const started = Date.now();
    const impatient = createOpenAiModeration({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 300, maxRetries: 0 });
    await expect(impatient.checkImage(picture)).rejects.toBeInstanceOf(ImageCheckError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("throws when the caller's signal fires first", async () => {
    fake.behaviour = "timeout";
    await expect(checker().checkImage(picture, { signal: AbortSignal.timeout(200) })).rejects.toBeInstanceOf(ImageCheckError);
  });

  it("throws on a malformed answer", async () => {
    fake.behaviour = "malformed";
    await expect(checker().checkImage(picture)).rejects.toThrow(/Unexpected answer/);
  });

  it("throws on a picture it cannot read, without calling the service", async () => {
    await expect(checker().checkImage(Buffer.from("not a picture"))).rejects.toBeInstanceOf(ImageCheckError);
    expect(fake.requests).toHaveLength(0);
  });
});
