import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("legal pages' Markdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const html = renderMarkdown("# Terms\n\n- **one**\n- _two_\n\nSee [our site](https://example.com) or [billing](/account/billing).");
    expect(html).toContain("<h1>Terms</h1>");
    expect(html).toContain("<li><strong>one</strong></li>");
    expect(html).toContain("<em>two</em>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">our site</a>');
    expect(html).toContain('<a href="/account/billing">billing</a>');
  });

  it("escapes raw HTML: no script, no event handler, no iframe reaches the page", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.test"></iframe>\n\nok <b>bold</b>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  it("refuses javascript:, data: and vbscript: links and images", () => {
    const html = renderMarkdown(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](vbscript:msgbox) ![e](javascript:alert(3)) [f](ftp://x.test/file)",
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript|ftp):/i);
    expect(html).not.toMatch(/src="javascript:/i);
    expect(html).not.toContain("<a ");
  });

  it("keeps mailto links (a support address in the policy)", () => {
    expect(renderMarkdown("[write to us](mailto:help@example.com)")).toContain('<a href="mailto:help@example.com">write to us</a>');
  });
});
