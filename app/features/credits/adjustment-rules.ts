// The limits of the user page's forms, shared by its schema and its fields. Client-safe.

/** The largest credit adjustment one action may make, either way (a typo guard). */
export const MAX_CREDIT_ADJUSTMENT = 1_000_000;
export const REASON_MAX_LENGTH = 500;

/** Credit adjustments appear in the user's own transactions with this prefix and the admin's reason. */
export function adjustmentDescription(reason: string) {
  return `Adjustment by support: ${reason}`;
}
