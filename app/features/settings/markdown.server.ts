import MarkdownIt from "markdown-it";

// The operator's legal pages are Markdown rendered here, on the server (no
// renderer in the browser bundle). markdown-it with `html: false` escapes any
// raw HTML in the text instead of passing it through, and its link check
// refuses javascript:, vbscript:, file: and data: addresses (those links stay
// plain text). Links to other sites open with rel="noopener noreferrer nofollow".
const renderer = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const defaultLinkOpen = renderer.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
renderer.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Only http(s), mailto and site-relative links: a stricter list than markdown-it's own (which allows e.g. ftp:).
const defaultValidate = renderer.validateLink.bind(renderer);
renderer.validateLink = (url) => defaultValidate(url) && /^(https?:|mailto:|\/|#|[^:]*$)/i.test(url.trim());

/** HTML for the operator's Markdown; safe to put in the page as it is. */
export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}
