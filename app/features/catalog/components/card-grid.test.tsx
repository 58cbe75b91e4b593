import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppCard } from "~/features/catalog/types";
import { AppCardGrid } from "./card-grid";

const app = (id: string, image: string | null): AppCard => ({ id, slug: id, title: `App ${id}`, description: "About it", image, icon: null });

/** The `<img>` tags of the rendered grid, in order. */
function imageTags(apps: AppCard[], priorityFirst?: boolean) {
  const html = renderToString(
    <MemoryRouter>
      <AppCardGrid apps={apps} empty="None" priorityFirst={priorityFirst} />
    </MemoryRouter>,
  );
  return html.match(/<img[^>]*>/g) ?? [];
}

describe("card grid image priority", () => {
  it("loads the first card's image at high priority and the rest lazily", () => {
    const tags = imageTags([app("a", "/files/a.png"), app("b", "/files/b.png")], true);
    expect(tags).toHaveLength(2);
    expect(tags[0]).toMatch(/fetchPriority="high"/i);
    expect(tags[0]).toMatch(/loading="eager"/);
    expect(tags[1]).not.toMatch(/fetchPriority/i);
    expect(tags[1]).toMatch(/loading="lazy"/);
  });

  it("gives the priority to the first card that has an image when the first ones have none", () => {
    const tags = imageTags([app("a", null), app("b", null), app("c", "/files/c.png"), app("d", "/files/d.png")], true);
    const high = tags.filter((tag) => /fetchPriority="high"/i.test(tag));
    expect(high).toHaveLength(1);
    expect(high[0]).toContain("/files/c");
  });

  it("loads every image lazily when the grid is not the page's main content", () => {
    const tags = imageTags([app("a", "/files/a.png"), app("b", "/files/b.png")]);
    expect(tags.every((tag) => /loading="lazy"/.test(tag) && !/fetchPriority/i.test(tag))).toBe(true);
  });
});
