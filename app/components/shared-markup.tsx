import { createContext, createElement, useContext, useId, type ComponentPropsWithoutRef, type ReactNode } from "react";

// Server side of sections whose HTML is the same for every visitor (ADR 042): the
// server keeps a section's HTML and writes it into later pages as it is
// (app/utils/shared-markup.server.ts). In the browser there is no provider and
// sections render as usual; they hydrate against the kept HTML, which is exactly
// what React wrote for them before.

/** What a section's HTML depends on besides its place in the page: a name and its inputs (objects by identity). */
export type SharedSection = { name: string; inputs: unknown[] };

/** One server request's view of the kept sections (app/utils/shared-markup.server.ts). */
export type SharedMarkupRequest = {
  /** The kept HTML of the section `shared` at `place` (its useId) as a `tag` element, or the attributes that have it kept once written. */
  section(shared: SharedSection, place: string, tag: string): { html: string } | { attributes: Record<string, string> };
};

export const SharedMarkupContext = createContext<SharedMarkupRequest | null>(null);

/** On the server, for a section declared `shared`: its kept HTML, or the attributes that get it kept. In the browser: null. */
export function useSharedMarkup(shared: SharedSection | undefined, place: string, tag: string) {
  const request = useContext(SharedMarkupContext);
  return request && shared ? request.section(shared, place, tag) : null;
}

type SharedElementProps<Tag extends "footer" | "section" | "div"> = ComponentPropsWithoutRef<Tag> & {
  as: Tag;
  shared: SharedSection;
  children: ReactNode;
};

/** A `tag` element whose content is the same for every visitor given `shared`'s inputs: the server writes it once and reuses its HTML. */
export function SharedElement<Tag extends "footer" | "section" | "div">({ as, shared, children, ...props }: SharedElementProps<Tag>) {
  const markup = useSharedMarkup(shared, useId(), as);
  if (markup && "html" in markup) return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: markup.html } });
  return createElement(as, { ...props, ...markup?.attributes }, children);
}
