// What a text shows and holds, without zod: the workspace (a public page
// with a JavaScript budget) uses these too. The schemas use them through strict-input.ts.

// C0 controls except tab, line feed and carriage return; DEL; C1 controls; and
// the bidi embedding, override and isolate controls, which make stored text
// display as something else ("Trojan Source"). The plain marks U+200E/U+200F stay.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;
// Half of a surrogate pair on its own is no character at all (and not valid UTF-8).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a control character (other than tab and line breaks) or a lone surrogate. */
export function hasControlCharacters(value: string) {
  return CONTROL_CHARACTER.test(value) || LONE_SURROGATE.test(value);
}

// White space, characters that render as nothing (zero-width spaces and
// joiners, U+2060, U+FEFF, Hangul fillers U+115F/U+1160/U+3164/U+FFA0, variation
// selectors, tags: Unicode's Default_Ignorable_Code_Point) and the blank braille pattern.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether `value` shows anything: not only white space and invisible characters. */
export function hasVisibleText(value: string) {
  return value.replace(INVISIBLE, "").length > 0;
}

/**
 * Whether any text inside a parsed JSON body (strings, object keys, nested
 * arrays and objects) holds a control character or a lone surrogate: for
 * bodies checked by someone else's schema (better-auth's endpoints).
 */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasControlCharacters(value);
  if (value === null || typeof value !== "object" || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, depth + 1));
}
