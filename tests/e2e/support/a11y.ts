import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The page's serious and critical WCAG 2.1 A/AA violations, each as "rule: first targets" (empty when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** Headings that go more than one level deeper than the heading before them (e.g. an h3 straight after the h1), as "h1 → h3 'Title'". */
export async function skippedHeadingLevels(page: Page): Promise<string[]> {
  return page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((headings) => {
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName.slice(1));
      if (previous > 0 && level > previous + 1) skips.push(`h${previous} → h${level} '${heading.textContent?.trim() ?? ""}'`);
      previous = level;
    }
    return skips;
  });
}
