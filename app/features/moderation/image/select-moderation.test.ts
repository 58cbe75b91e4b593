import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiModerationFake, type OpenAiModerationFake } from "../../../../tests/mocks/openai-moderation-fake";
import { localEnginePicture } from "../../../../tests/fixtures/moderation/pictures";
import { resetEnvCache } from "~/utils/env.server";
import { getModerationProvider } from "./select-moderation.server";

let fake: OpenAiModerationFake;
beforeAll(async () => {
  fake = await startOpenAiModerationFake();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvCache();
  fake.behaviour = "safe";
});

function useOpenAi() {
  process.env.OPENAI_API_KEY = fake.apiKey;
  process.env.OPENAI_BASE_URL = fake.baseUrl;
  resetEnvCache();
}

describe("choosing the picture checker", () => {
  it("uses the built-in checker alone without an OpenAI key", async () => {
    const provider = getModerationProvider();
    expect(provider.name).toBe("local");
    expect(await provider.checkImage(await localEnginePicture(1))).toMatchObject({ provider: "local", sexual: false, minor: false });
    expect(fake.requests).toHaveLength(0);
  });

  it("runs the built-in checker and OpenAI's together with a key", async () => {
    useOpenAi();
    const provider = getModerationProvider();
    expect(provider.name).toBe("local+openai");
    const picture = await localEnginePicture(2);
    expect(await provider.checkImage(picture, { prompt: "hills" })).toMatchObject({
      provider: "local+openai",
      sexual: false,
      minor: false,
      sexualMinors: false,
    });

    fake.behaviour = "sexual-minors";
    expect(await provider.checkImage(picture, { prompt: "…" })).toMatchObject({
      provider: "local+openai",
      sexual: true,
      minor: true,
      sexualMinors: true,
    });
  });

  it("fails the whole check when OpenAI fails", async () => {
    useOpenAi();
    fake.behaviour = "error";
    await expect(getModerationProvider().checkImage(await localEnginePicture(3))).rejects.toThrow(/moderation check failed/);
  });
});
