import { it } from "vitest";
import { checkPrompt } from "~/features/moderation/text/prompt-policy";
it("x", () => {
  for (const prompt of ["a red fox in the snow <lora:add_detail:0.8> <lora:film_grain_v2:-1.5>", "a red fox in the snow", "a red fox in the snow <lora:film_grain_v2:-1.5>", "a red fox in the snow <lora:add_detail:0.8>"]) console.log("R", JSON.stringify(prompt), JSON.stringify(checkPrompt({ prompt, negativePrompt: "", nsfw: false })).slice(0, 400));
});
