import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HowItWorksSection, stepCountPhrase } from "./how-it-works";

const step = (title: string, description = `About ${title}`) => ({ title, description });

describe("How It Works section of the detail pages", () => {
  it("counts the steps it shows", () => {
    expect(stepCountPhrase(1)).toBe("in one simple step");
    expect(stepCountPhrase(3)).toBe("in three simple steps");
    expect(stepCountPhrase(4)).toBe("in four simple steps");
    expect(stepCountPhrase(20)).toBe("in 20 simple steps");

    const html = renderToString(<HowItWorksSection steps={[step("Write"), step("Pick"), step("Get")]} lead="Create with the Anime Generator" />);
    expect(html).toContain("Create with the Anime Generator in three simple steps.");
    expect(html).not.toContain("four");
  });

  it("keeps the line breaks of a step description", () => {
    const html = renderToString(<HowItWorksSection steps={[step("Write", "First line\nSecond line")]} lead="Create" />);
    expect(html).toMatch(/<p class="[^"]*whitespace-pre-line[^"]*">First line\nSecond line<\/p>/);
  });

  it("shows nothing without steps", () => {
    expect(renderToString(<HowItWorksSection steps={[]} lead="Create" />)).toBe("");
  });
});
