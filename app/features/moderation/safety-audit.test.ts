import { describe, expect, it } from "vitest";
import { auditHref, isFiltered, parseAuditQuery } from "./safety-audit";

const parse = (query: string) => parseAuditQuery(new URLSearchParams(query));

describe("the safety audit's filters", () => {
  it("reads the filter form's fields; empty fields mean no filter", () => {
    expect(parse("layer=text&category=sexual-minors&minor=1&q=%20child%20&page=2")).toEqual({
      success: true,
      query: { layer: "text", category: "sexual-minors", minor: true, q: "child", page: 2 },
    });
    expect(parse("layer=&category=&q=")).toEqual({ success: true, query: {} });
  });

  it("refuses values that do not fit and filters given twice, never guessing", () => {
    expect(parse("layer=pictures")).toMatchObject({ success: false, message: expect.stringMatching(/^Invalid "layer"/) });
    expect(parse("page=0")).toMatchObject({ success: false, message: 'Invalid "page": The page must be a whole number from 1.' });
    expect(parse("q=a&q=b")).toEqual({ success: false, message: 'The filter "q" is given more than once.' });
    expect(parse(`q=${"x".repeat(201)}`)).toMatchObject({ success: false, message: 'Invalid "q": The search is limited to 200 characters.' });
  });

  it("writes addresses without page 1 and empty filters", () => {
    expect(auditHref({})).toBe("/hidden/admin/moderation");
    expect(auditHref({ layer: "output", minor: true, q: "a b" }, 3)).toBe("/hidden/admin/moderation?layer=output&minor=1&q=a+b&page=3");
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: "x" })).toBe(true);
  });
});
