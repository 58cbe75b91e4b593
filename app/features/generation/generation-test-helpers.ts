import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "~/db/db.server";
import { transactions } from "~/db/schema";
import { AppError } from "~/utils/errors";
import { generateRequestSchema, type GenerateRequest } from "./generate-request-schema";

// Shared by the generation tests: requests with fresh idempotency keys and ledger checks.

let keyCounter = 0;

/** A fresh idempotency key. */
export const key = () => `key-${Date.now()}-${keyCounter++}`;

/** A valid generate request (flux, local engine unless a provider key is set) with a fresh key. */
export const request = (overrides: Partial<GenerateRequest> = {}): GenerateRequest =>
  generateRequestSchema.parse({ prompt: "a red fox in the snow", model: "flux", idempotencyKey: key(), ...overrides });

/** The balance the ledger's rows add up to. */
export async function ledgerSum(userId: string) {
  const rows = await getDb().select().from(transactions).where(eq(transactions.userId, userId));
  return rows.reduce((sum, r) => sum + (r.type === "credit" ? r.amount : -r.amount), 0);
}

/** Expects the promise to fail with an AppError of this title (and message). */
export async function expectAppError(promise: Promise<unknown>, title: string, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).title).toBe(title);
  if (message) expect((error as AppError).message).toBe(message);
  return error as AppError;
}
