import { describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";
import { requireApiUser } from "./auth.server";

const get = (cookie?: string) => new Request(`${getEnv().PUBLIC_URL}/api/credits`, { headers: cookie ? { cookie } : {} });

describe("requireApiUser", () => {
  it("answers a visitor with 401 JSON and the reason's text, not a redirect", async () => {
    const thrown = await requireApiUser(get(), "signInToPurchase").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      ok: false,
      error: { code: "UNAUTHENTICATED", title: "Authentication required", message: "Please sign in to purchase credits" },
    });
  });

  it("gives the signed-in user", async () => {
    const { user, cookie } = await createSignedInUser();
    expect((await requireApiUser(get(cookie), "signInToGenerate")).id).toBe(user.id);
  });
});
