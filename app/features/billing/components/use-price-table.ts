import { DEFAULT_PRICING, type Pricing } from "~/features/settings/plans-schema";
import { useRootData } from "~/utils/user";

/**
 * The operator's plans and packs as the root loader delivered them (Settings
 * 'Plans and credit packs'); the defaults only on an error page rendered
 * before the root loader ran. What is charged is decided by the server.
 */
export function usePriceTable(): Pricing {
  return useRootData()?.site.pricing ?? DEFAULT_PRICING;
}
