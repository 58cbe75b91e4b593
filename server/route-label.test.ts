import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

const routes = {
  root: { id: "root", path: "", index: undefined, caseSensitive: undefined, parentId: undefined },
  home: { id: "home", index: true, parentId: "root" },
  generator: { id: "generator", path: "uncensored-ai-generator/:slug", parentId: "root" },
  account: { id: "account", path: "account", parentId: "root" },
  images: { id: "images", path: "images", parentId: "account" },
  catchAll: { id: "catch-all", path: "*", parentId: "root" },
} as unknown as ServerBuild["routes"];

describe("createRouteLabeler", () => {
  it("labels a path with its route pattern, data requests like their page, unknown paths as one label", () => {
    const label = createRouteLabeler(routes);
    expect(label("/")).toBe("/");
    expect(label("/_root.data")).toBe("/");
    expect(label("/uncensored-ai-generator/anime")).toBe("/uncensored-ai-generator/:slug");
    expect(label("/uncensored-ai-generator/anime.data")).toBe("/uncensored-ai-generator/:slug");
    expect(label("/account/images")).toBe("/account/images");
    expect(label("/no/such/page")).toBe("unmatched");
  });

  it("answers the same from its memory of recent paths, and stays right once it has forgotten the oldest", () => {
    const label = createRouteLabeler(routes);
    expect(label("/uncensored-ai-generator/first")).toBe("/uncensored-ai-generator/:slug");
    for (let i = 0; i < 2_500; i++) expect(label(`/uncensored-ai-generator/slug-${i}`)).toBe("/uncensored-ai-generator/:slug");
    expect(label("/uncensored-ai-generator/first")).toBe("/uncensored-ai-generator/:slug");
    expect(label("/account/images")).toBe("/account/images");
  });
});
