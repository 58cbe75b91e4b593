import { describe, expect, it } from "vitest";
import { parseCheckoutBody } from "./checkout-schema";

// The create-checkout body (JSON from the plan and top-up dialogs).
const plan = { planType: "creator", billingCycle: "monthly" };

describe("the checkout body", () => {
  it.each([
    [true, true],
    [false, false],
    ["true", true],
    ["false", false],
    [undefined, false],
  ])("takes isUpgrade=%j", (isUpgrade, expected) => {
    expect(parseCheckoutBody({ ...plan, isUpgrade })).toMatchObject({ ok: true, input: { isUpgrade: expected } });
  });

  it.each([[1], [0], ["1"], ["yes"], ["TRUE"], [""], [null]])("refuses isUpgrade=%j", (isUpgrade) => {
    expect(parseCheckoutBody({ ...plan, isUpgrade })).toEqual({ ok: false, message: "isUpgrade must be true or false." });
  });

  it.each([
    { ...plan, userId: "user\u0000" },
    { topUpAmount: "10", userId: "\u0007" },
  ])("refuses a control character in the user id: %j", (body) => {
    expect(parseCheckoutBody(body)).toEqual({
      ok: false,
      message: "userId contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.",
    });
  });

  it("refuses a top-up amount that is not one of ours", () => {
    expect(parseCheckoutBody({ topUpAmount: "10\u0000" })).toEqual({ ok: false, message: "Unknown top-up amount" });
  });
});
