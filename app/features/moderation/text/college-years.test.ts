import { describe, expect, it } from "vitest";
import { collegeYear } from "./college-years";

describe("college years said of a college", () => {
  it.each([
    "college freshman, 19",
    "university sophomore",
    "sorority girls, freshmen at the party",
    "freshman at uni, lingerie",
    "freshman at Ohio State University",
    "freshman at the University of Michigan",
    "sophomore year of college",
    "freshman in college",
  ])("%s", (prompt) => {
    expect(collegeYear(prompt)).toBe(true);
  });

  it.each([
    "freshman girl in a college hoodie",
    "sophomore girl who dreams of college",
    "freshman, college hoodie",
    "high school sophomore at a college fair",
    "freshman",
  ])("not %s", (prompt) => {
    expect(collegeYear(prompt)).toBe(false);
  });
});
