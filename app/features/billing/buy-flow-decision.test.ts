import { describe, expect, it } from "vitest";
import { decideBuyFlow, DECISION_RETRY_MS } from "./buy-flow-decision";

describe("buy flow decision", () => {
  it("asks a signed-out visitor to sign in, whatever the subscription state", () => {
    expect(decideBuyFlow({ signedIn: false, subscription: { status: "idle" } })).toEqual({ action: "sign-in" });
    expect(decideBuyFlow({ signedIn: false, subscription: { status: "loaded", planType: "agency" } })).toEqual({ action: "sign-in" });
  });

  it("waits and decides again in 100 ms while the subscription is loading", () => {
    expect(DECISION_RETRY_MS).toBe(100);
    expect(decideBuyFlow({ signedIn: true, subscription: { status: "loading" } })).toEqual({ action: "wait", retryInMs: 100 });
  });

  it("waits while the subscription has not started loading yet (just signed in)", () => {
    expect(decideBuyFlow({ signedIn: true, subscription: { status: "idle" } })).toEqual({ action: "wait", retryInMs: 100 });
  });

  it("offers only top-ups to an agency subscriber", () => {
    expect(decideBuyFlow({ signedIn: true, subscription: { status: "loaded", planType: "agency" } })).toEqual({ action: "top-up" });
  });

  it("opens the plan dialog with creator as the current plan for a creator subscriber", () => {
    expect(decideBuyFlow({ signedIn: true, subscription: { status: "loaded", planType: "creator" } })).toEqual({
      action: "plans",
      currentPlan: "creator",
    });
  });

  it("opens the plan dialog with no current plan when there is no subscription", () => {
    expect(decideBuyFlow({ signedIn: true, subscription: { status: "loaded", planType: null } })).toEqual({
      action: "plans",
      currentPlan: null,
    });
  });
});
