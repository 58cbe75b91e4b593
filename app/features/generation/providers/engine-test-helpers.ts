import { createServer } from "node:http";
import { expect } from "vitest";
import { ProviderError } from "./types";

// Shared by the self-hosted engine adapters' tests.

/** The ProviderError the promise fails with (the test fails if it succeeds or fails otherwise). */
export async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** The address of a port nothing listens on (an engine that is down). */
export async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
