import { getEnv } from "~/utils/env.server";
import type { ModerationProvider } from "../types";
import { createCompositeChecker } from "./composite-checker";
import { createLocalChecker } from "./local-checker.server";
import { createOpenAiModeration } from "./openai-moderation.server";

/** The built-in checker always; with OPENAI_API_KEY set, it and OpenAI's moderation together ("local+openai"). */
export function getModerationProvider(): ModerationProvider {
  const env = getEnv();
  const local = createLocalChecker();
  if (!env.OPENAI_API_KEY) return local;
  return createCompositeChecker([local, createOpenAiModeration({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL })]);
}
