// The body of the create-checkout call (SPEC section 7), shared by the dialogs and
// the server. It names what to buy, never a price or a credit amount: the server
// looks both up in the operator's price table (an amount no pack has is refused there).
import { z } from "zod";
import { flag, text } from "~/utils/strict-input";
import { BILLING_CYCLES, PLAN_TYPES } from "./pricing";

/** Where the checkout was started; decides the return addresses (CONTRACT.md). */
export const RETURN_TO = ["billing", "workspace"] as const;
export type ReturnTo = (typeof RETURN_TO)[number];

const common = {
  returnTo: z.enum(RETURN_TO).default("workspace"),
  // Only ever the caller's own id; anything else is refused (403).
  userId: text("userId").optional(),
};

export const planCheckoutSchema = z
  .object({
    planType: z.enum(PLAN_TYPES, { error: "Unknown plan" }),
    billingCycle: z.enum(BILLING_CYCLES, { error: "Unknown billing cycle" }),
    isUpgrade: flag("isUpgrade").default(false),
    ...common,
  })
  .strict();

export const topUpCheckoutSchema = z
  .object({
    topUpAmount: z.string({ error: "Unknown top-up amount" }).regex(/^[1-9]\d{0,5}$/, "Unknown top-up amount"),
    ...common,
  })
  .strict();

export type PlanCheckoutInput = z.infer<typeof planCheckoutSchema>;
export type TopUpCheckoutInput = z.infer<typeof topUpCheckoutSchema>;
export type CheckoutInput = PlanCheckoutInput | TopUpCheckoutInput;
export type CheckoutRequestBody = z.input<typeof planCheckoutSchema> | z.input<typeof topUpCheckoutSchema>;

export type ParsedCheckout = { ok: true; input: CheckoutInput } | { ok: false; message: string };

/** The schema of a checkout body: a top-up body has `topUpAmount`; anything else is read as a plan purchase. */
export function checkoutSchemaFor(body: unknown): typeof topUpCheckoutSchema | typeof planCheckoutSchema {
  const isTopUp = typeof body === "object" && body !== null && "topUpAmount" in body;
  return isTopUp ? topUpCheckoutSchema : planCheckoutSchema;
}

export function parseCheckoutBody(body: unknown): ParsedCheckout {
  const parsed = checkoutSchemaFor(body).safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid checkout request" };
}

export function isTopUpInput(input: CheckoutInput): input is TopUpCheckoutInput {
  return "topUpAmount" in input;
}

export type CheckoutResponse = { ok: true; url: string } | { ok: false; error: { code: string; title: string; message: string } };
