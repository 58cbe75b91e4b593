import { describe, expect, it } from "vitest";
import type { ModelOption } from "../generation-options";
import { applySettings, startingWorkspaceSettings } from "./workspace-settings";

// The workspace form only ever picks a model the operator offers: it starts on
// the default one, and the NSFW and edit rules fall back to the first offered
// model that fits when their usual choice is turned off.

const supports = (nsfw: boolean, edit: boolean) => ({
  nsfw,
  edit,
  negativePrompt: false,
  seed: false,
  progress: false,
  mask: false,
  variation: false,
  upscale: [],
  loras: false,
  advanced: false,
});
const option = (id: string, nsfw: boolean, edit: boolean): ModelOption => ({
  id,
  label: id,
  provider: "openai",
  supports: supports(nsfw, edit),
  loras: [],
  samplers: [],
  servedBy: null,
});

describe("the workspace's model", () => {
  it("starts on the operator's default model", () => {
    expect(startingWorkspaceSettings("flux").model).toBe("flux");
    expect(startingWorkspaceSettings(null).model).toBe("gpt-image-1");
  });

  it("turning NSFW on moves to the first offered NSFW model when DALL·E 3 is turned off", () => {
    const offered = [option("gpt-image-1", false, true), option("sdwebui:anime.safetensors", true, true), option("flux", true, true)];
    const start = startingWorkspaceSettings("gpt-image-1");
    expect(applySettings(start, { nsfw: true }, offered).model).toBe("sdwebui:anime.safetensors");
    // With DALL·E 3 offered, SPEC's rule stands.
    expect(applySettings(start, { nsfw: true }, [...offered, option("dall-e-3", true, false)]).model).toBe("dall-e-3");
  });

  it("a model that is no longer offered is replaced by the first offered one that fits", () => {
    const offered = [option("flux", true, true), option("gpt-image-1", false, true)];
    expect(applySettings(startingWorkspaceSettings("dall-e-3"), {}, offered).model).toBe("flux");
  });
});
