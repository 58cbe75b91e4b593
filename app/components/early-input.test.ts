import { describe, expect, it } from "vitest";
import { isEarlyChange } from "./early-input";

describe("isEarlyChange", () => {
  it("reports text the user typed over the rendered value, and nothing when it is unchanged", () => {
    expect(isEarlyChange({ kind: "text", value: "a cat" }, "")).toBe(true);
    expect(isEarlyChange({ kind: "text", value: "" }, "")).toBe(false);
    expect(isEarlyChange({ kind: "text", value: "3" }, 3)).toBe(false);
    expect(isEarlyChange({ kind: "text", value: "4" }, 3)).toBe(true);
  });

  it("reports another option picked, but not the first option a select falls back to when its value is none of them", () => {
    const options = ["gpt-image-1", "sdwebui:dreamshaper"];
    expect(isEarlyChange({ kind: "select", value: "sdwebui:dreamshaper", options }, "gpt-image-1")).toBe(true);
    expect(isEarlyChange({ kind: "select", value: "gpt-image-1", options }, "gpt-image-1")).toBe(false);
    expect(isEarlyChange({ kind: "select", value: "gpt-image-1", options }, "gone-model")).toBe(false);
    expect(isEarlyChange({ kind: "select", value: "2", options: ["1", "2"] }, 1)).toBe(true);
  });

  it("reports a checkbox toggled either way", () => {
    expect(isEarlyChange({ kind: "checkable", radio: false, checked: true }, false)).toBe(true);
    expect(isEarlyChange({ kind: "checkable", radio: false, checked: false }, true)).toBe(true);
    expect(isEarlyChange({ kind: "checkable", radio: false, checked: true }, true)).toBe(false);
  });

  it("reports only the radio now chosen, not the one the browser unticked", () => {
    expect(isEarlyChange({ kind: "checkable", radio: true, checked: true }, false)).toBe(true);
    expect(isEarlyChange({ kind: "checkable", radio: true, checked: false }, true)).toBe(false);
  });

  it("leaves uncontrolled controls alone (React never writes over them)", () => {
    expect(isEarlyChange({ kind: "text", value: "typed" }, undefined)).toBe(false);
    expect(isEarlyChange({ kind: "checkable", radio: false, checked: true }, undefined)).toBe(false);
    expect(isEarlyChange({ kind: "select", value: "a", options: ["a", "b"] }, null)).toBe(false);
  });
});
