import { useRouteLoaderData } from "react-router";
import type { Toast } from "./toast.server";

/** The signed-in user as the root loader exposes it to the browser. */
export type RootUser = { id: string; email: string; name: string; image: string | null; role: string };

type PublicPlan = {
  name: string;
  audience: string;
  priceCents: { monthly: number; yearly: number };
  creditsPerPeriod: number;
  features: string[];
};

/** Settings 'Plans and credit packs' as the buy dialogs and the billing page show it (features/settings' plans schema). */
export type PublicPricing = {
  plans: { creator: PublicPlan; agency: PublicPlan };
  packs: Array<{ dollars: number; credits: number; bonusPercentage: number }>;
  offerPacksToEveryPlan: boolean;
};

/** The operator's settings every page may show (features/settings fills it from Settings). */
export type PublicSettings = {
  brand: { siteName: string; tagline: string; logoUrl: string; featuredOnLabel: string; featuredOnUrl: string };
  pricing: PublicPricing;
  announcement: { text: string } | null;
  supportEmail: string;
};

/** What the root loader returns; `app/root.tsx` checks its loader against this shape. */
export type RootData = {
  user: RootUser | null;
  /** The signed-in user's credit balance (null signed out, or when it could not be read). */
  balance: number | null;
  toast: Toast | null;
  publicEnv: { googleSignIn: boolean; publicUrl: string };
  /** The operator's brand, announcement and support address (Settings). */
  site: PublicSettings;
};

export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The signed-in user as the root loader saw it, or null. */
export function useOptionalUser() {
  return useRootData()?.user ?? null;
}

/** The operator's brand, announcement and support address, as the root loader saw them. */
export function useSite(): Omit<PublicSettings, "pricing"> {
  const site = useRootData()?.site;
  // Only an error page rendered before the root loader ran lacks them: the defaults' brand then.
  return site ?? { brand: FALLBACK_BRAND, announcement: null, supportEmail: "" };
}

const FALLBACK_BRAND: PublicSettings["brand"] = { siteName: "Uncensored AI", tagline: "", logoUrl: "", featuredOnLabel: "", featuredOnUrl: "" };
