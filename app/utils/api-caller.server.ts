import type { ApiKeyScope } from "~/db/schema/api-access";

/**
 * A request made with an API key carries the key's identity past the edge in
 * this header: server/api-keys.ts looks the key up once, removes any copy the
 * client sent and sets it. Routes read it through requireApiCaller only.
 */
export const API_KEY_HEADER = "x-uai-api-key";

export type ApiKeyCaller = { keyId: string; userId: string; scopes: ApiKeyScope[]; monthlyCreditLimit: number | null };

export function writeApiKeyHeader(headers: Headers, caller: ApiKeyCaller) {
  headers.set(API_KEY_HEADER, JSON.stringify(caller));
}

export function readApiKeyHeader(headers: Headers): ApiKeyCaller | null {
  const value = headers.get(API_KEY_HEADER);
  return value ? (JSON.parse(value) as ApiKeyCaller) : null;
}
