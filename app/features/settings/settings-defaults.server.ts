import type { Env } from "~/utils/env.server";
import { DEFAULT_PRICING } from "./plans-schema";
import type { OperatorSettings } from "./settings-schema";

// What the site shows until an admin saves a section: SPEC.md's values, and the
// environment's where it has one (SIGNUP_CREDITS, SUPPORT_EMAIL).

export const DEFAULT_SITE_NAME = "Uncensored AI";
export const DEFAULT_TAGLINE = "#1 Uncensored AI Image Generator";

export function defaultSettings(env: Pick<Env, "SIGNUP_CREDITS" | "SUPPORT_EMAIL" | "PUBLIC_URL">): OperatorSettings {
  return {
    brand: {
      siteName: DEFAULT_SITE_NAME,
      tagline: DEFAULT_TAGLINE,
      logoUrl: "",
      featuredOnLabel: "There's An AI For That",
      featuredOnUrl: "https://theresanaiforthat.com/",
    },
    plans: DEFAULT_PRICING,
    newAccounts: { signupCredits: env.SIGNUP_CREDITS },
    // SPEC section 9's default model (the generation module's DEFAULT_MODEL); every model enabled.
    models: { defaultModel: "gpt-image-1", entries: {} },
    // Nothing is published until the operator writes it: the pages say so.
    legal: { termsOfService: "", privacyPolicy: "", supportEmail: env.SUPPORT_EMAIL ?? `support@${new URL(env.PUBLIC_URL).hostname}` },
    announcement: { text: "", show: false },
    maintenance: { enabled: false, message: "We are making a few improvements and will be back shortly." },
  };
}
