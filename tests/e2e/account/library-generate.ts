import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL } from "../support/server-settings";

/** Makes one picture through the API and waits until it is finished; its id. */
export async function generatePicture(request: APIRequestContext, prompt: string) {
  const started = await request.post(`${E2E_BASE_URL}/api/generations`, {
    headers: { origin: E2E_BASE_URL },
    data: { prompt, model: "flux", idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(started.status()).toBe(202);
  const { id } = ((await started.json()) as { generation: { id: string } }).generation;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${E2E_BASE_URL}/api/generations/${id}?wait=1`)).json()) as { generation: { status: string } }).generation.status,
    )
    .toBe("succeeded");
  return id;
}
