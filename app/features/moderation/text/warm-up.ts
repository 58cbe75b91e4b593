import { checkPrompt } from "./prompt-policy";

// V8 compiles a regular expression on its first use, and the text rules' word lists
// make some of several hundred KB: the first prompt a process checked cost about 3 s of
// CPU, and the first holding a character beyond Latin-1 another 1.8 s (V8 compiles the
// same patterns again for two-byte strings). A visitor's first generation after a start
// waited for it. The server checks these at start instead (server/boot.ts).
export const WARM_UP_PROMPTS: ReadonlyArray<Parameters<typeof checkPrompt>[0]> = [
  { prompt: "a portrait of a woman in a red dress, oil painting", negativePrompt: "blurry, low quality", nsfw: true },
  { prompt: "a lighthouse on a cliff at dusk", nsfw: false },
  { prompt: "портрет женщины в красном платье, масло", negativePrompt: "размыто", nsfw: true },
  { prompt: "πορτρέτο μιας γυναίκας με κόκκινο φόρεμα", nsfw: true },
  { prompt: "赤いドレスの女性の肖像画", nsfw: true },
  { prompt: "لوحة زيتية لامرأة في فستان أحمر", nsfw: false },
  { prompt: "लाल पोशाक में एक महिला का चित्र", nsfw: false },
];

/** Checks the warm-up prompts once, so that the rules' patterns are compiled before the first visitor's. */
export function warmUpTextRules(): void {
  for (const input of WARM_UP_PROMPTS) checkPrompt(input);
}
