import type { SharedMarkupRequest } from "~/components/shared-markup";
import { singleton } from "./singleton.server";

// The HTML of page sections that are the same for every visitor (ADR 042): rendered
// once, kept per process, written into later pages as it is. A section's HTML is
// captured from the document React streams (an attribute marks the section's element;
// the capture reads its inner HTML and takes the mark out), so it is exactly what the
// browser hydrates, with the same useId values. What may be kept:
// - only a section whose inner HTML is finished: no script, style or template, no
//   Suspense boundary still pending or client-rendered;
// - under the section's name, its place in the React tree and its inputs (objects by
//   identity: a catalogue read that is read again is a new object);
// - until a catalogue write (settings saves are ones) or SHARED_MARKUP_TTL_MS; a render
//   that began before a write does not store what it read.

export const SHARED_MARKUP_TTL_MS = 30_000;
const MAX_ENTRIES = 300;
const MAX_HTML_LENGTH = 256 * 1024;
const MARK_ATTRIBUTE = "data-shared-markup";

type Entry = { html: string; expires: number };

const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;

/** An input in a key: primitives as JSON, objects by identity. */
function inputKey(value: unknown) {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return JSON.stringify(value) ?? "undefined";
  let id = objectIds.get(value);
  if (id === undefined) {
    id = ++lastObjectId;
    objectIds.set(value, id);
  }
  return `#${id}`;
}

export type SharedMarkupStore = {
  /** One request's view: what it may reuse, and its captures. */
  forRequest(): SharedMarkupRequest & { capture: MarkupCapture; reused(): number };
  clear(): void;
  size(): number;
};

export function createSharedMarkupStore({ ttlMs = SHARED_MARKUP_TTL_MS, maxEntries = MAX_ENTRIES } = {}): SharedMarkupStore {
  const entries = new Map<string, Entry>();
  let generation = 0;

  function lookUp(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    entries.set(key, entry); // most recently used last
    return entry.html;
  }

  function store(key: string, html: string) {
    entries.delete(key);
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { html, expires: Date.now() + ttlMs });
  }

  return {
    forRequest() {
      const startedAt = generation;
      const wanted = new Map<string, string>();
      let reused = 0;
      const capture = createMarkupCapture((mark, html) => {
        const key = wanted.get(mark);
        if (key !== undefined && startedAt === generation && isSelfContained(html)) store(key, html);
      });
      return {
        capture,
        section(shared, place, tag) {
          const key = [shared.name, tag, place, ...shared.inputs.map(inputKey)].join("|");
          const html = lookUp(key);
          if (html !== undefined) {
            reused += 1;
            return { html };
          }
          if (!/^[a-z]+$/.test(tag)) throw new Error(`shared markup: "${tag}" is not a plain element name`);
          const mark = `${tag}:${wanted.size}`;
          wanted.set(mark, key);
          capture.expect();
          return { attributes: { [MARK_ATTRIBUTE]: mark } };
        },
        reused: () => reused,
      };
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}

/** Finished HTML that can be written again as it is. */
function isSelfContained(html: string) {
  return (
    html.length <= MAX_HTML_LENGTH &&
    !/<(script|style|template)[\s>]/i.test(html) &&
    // A Suspense boundary still pending (<!--$?-->), client-rendered (<!--$!-->) or waiting for a resource (<!--&-->).
    !/<!--(\$[?!]|&)/.test(html)
  );
}

export type MarkupCapture = {
  /** One more marked section will be written. */
  expect(): void;
  /** The document's bytes as React wrote them → the bytes to send (marks taken out). */
  transform(chunk: Buffer): Buffer;
  /** What was held back at the end of the document. */
  end(): Buffer;
  /** True while a mark is expected or a section is being read: chunks must pass through transform. */
  active(): boolean;
};

/**
 * Reads marked sections out of the HTML stream. Works on latin1 strings, one character
 * per byte, so a UTF-8 character split between chunks is cut and joined back unchanged.
 * A mark names the element's tag (`footer:3`). React escapes `<`, `>` and quotes in text
 * and attribute values, so every `<footer` and `</footer>` in its output is a tag, and the
 * mark cannot come from content.
 */
export function createMarkupCapture(onSection: (mark: string, html: string) => void): MarkupCapture {
  let expected = 0;
  /** Bytes held back: a mark or tag may continue in the next chunk. */
  let held = "";
  /** The section being read: its mark, its inner HTML so far, the depth of open divs. */
  let reading: { mark: string; html: string; depth: number; tags: RegExp; tagLength: number } | null = null;
  const markPattern = new RegExp(` ${MARK_ATTRIBUTE}="(([a-z]+):\\d+)"`);

  function transform(chunk: Buffer): Buffer {
    let text = held + chunk.toString("latin1");
    held = "";
    let out = "";
    while (text.length > 0) {
      if (reading) {
        // A tag cut at the end of the chunk waits for the next one.
        const lastOpen = text.lastIndexOf("<");
        const complete =
          lastOpen === -1 || text.indexOf(">", lastOpen) !== -1 || text.length - lastOpen > reading.tagLength + 2 ? text.length : lastOpen;
        const closedAt = readSection(text.slice(0, complete));
        if (closedAt === null) {
          reading.html += text.slice(0, complete);
          out += text.slice(0, complete);
          held = text.slice(complete);
          break;
        }
        out += text.slice(0, closedAt);
        text = text.slice(closedAt);
        continue;
      }
      if (expected === 0) {
        out += text;
        break;
      }
      const found = markPattern.exec(text);
      if (!found) {
        // A mark may be cut at the end of this chunk.
        const keep = Math.min(text.length, MARK_ATTRIBUTE.length + 16);
        out += text.slice(0, text.length - keep);
        held = text.slice(text.length - keep);
        break;
      }
      const tagEnd = text.indexOf(">", found.index);
      if (tagEnd === -1) {
        out += text.slice(0, found.index);
        held = text.slice(found.index);
        break;
      }
      out += text.slice(0, found.index) + text.slice(found.index + found[0].length, tagEnd + 1);
      expected -= 1;
      reading = { mark: found[1], html: "", depth: 1, tags: new RegExp(`</?${found[2]}[\\s>]`, "g"), tagLength: found[2].length };
      text = text.slice(tagEnd + 1);
    }
    return Buffer.from(out, "latin1");
  }

  /** Counts the divs of `text` inside the section; where its element closes, or null when it goes on. */
  function readSection(text: string): number | null {
    const section = reading!;
    const tags = section.tags;
    tags.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = tags.exec(text))) {
      section.depth += match[0][1] === "/" ? -1 : 1;
      if (section.depth === 0) {
        section.html += text.slice(0, match.index);
        reading = null;
        onSection(section.mark, Buffer.from(section.html, "latin1").toString("utf8"));
        return match.index;
      }
    }
    return null;
  }

  return {
    expect() {
      expected += 1;
    },
    transform,
    end() {
      const rest = Buffer.from(held, "latin1");
      held = "";
      return rest;
    },
    active: () => expected > 0 || reading !== null || held.length > 0,
  };
}

/** The process's shared section HTML. */
export const processSharedMarkup = singleton("shared-markup", () => createSharedMarkupStore());
