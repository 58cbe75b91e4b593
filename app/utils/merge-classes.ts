// Tailwind class lists joined with later classes winning conflicts, as tailwind-merge
// does, for the utilities this app writes: tailwind-merge knows every utility and cost
// 8.4 KB gzip on every page (docs/decisions/039). Each class falls in at most one
// group (its CSS property); a later class of a group drops earlier ones of that group
// and of the groups it covers (`p-0` covers `px-*`), under the same variants.
// merge-classes.test.ts holds this equal to tailwind-merge on every `cn(...)` call the
// app makes; a class in no group here is kept as written (apart from exact repeats).

import { boundedMemo } from "./bounded-memo";

export type ClassValue = string | null | undefined | false | 0 | ClassValue[];

const SIDE = "([xytrblse]?)";
const FONT_SIZE = "(xs|sm|base|lg|\\d?xl)";

/** The first pattern a class (without variants, `!` or `-`) matches names its group; `$1` is its first capture. */
const GROUPS: Array<[RegExp, string]> = [
  [
    /^(block|inline-block|inline|flex|inline-flex|table|inline-table|table-cell|table-row|grid|inline-grid|contents|flow-root|list-item|hidden)$/,
    "display",
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(not-)?sr-only$/, "sr"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^flex-(row|row-reverse|col|col-reverse)$/, "flex-direction"],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, "flex-wrap"],
  [/^(flex|shrink|grow|basis|order|gap-x|gap-y|gap|grid-cols|grid-rows|auto-rows|auto-cols|col-start|row-start)(-|$)/, "$1"],
  [/^(col|row)-(span|auto)/, "$1-start-end"],
  [/^justify-(self|items)-/, "justify-$1"],
  [/^justify-/, "justify-content"],
  [/^items-/, "align-items"],
  [/^self-/, "align-self"],
  [new RegExp(`^(p${SIDE}|m${SIDE}|scroll-m${SIDE}|scroll-p${SIDE})-`), "$1"],
  [/^(size|min-w|min-h|max-w|max-h|w|h|inset-x|inset-y|inset|top|right|bottom|left|start|end|z|opacity|leading|tracking)-/, "$1"],
  [
    /^(overflow-x|overflow-y|overflow|overscroll|object|aspect|cursor|pointer-events|select|resize|appearance|whitespace|align|origin|duration|ease|delay|blur|line-clamp|field-sizing|underline-offset|table|caption|list)-/,
    "$1",
  ],
  [/^animate-(none|spin|ping|pulse|bounce|\[.*\]|\(.*\))$/, "animate"],
  [/^(translate-x|translate-y|rotate|scale|skew-x|skew-y)-/, "$1"],
  [/^break-(normal|words|all|keep)$/, "break"],
  [/^wrap-/, "wrap"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(tabular|proportional)-nums$/, "fvn-spacing"],
  [/^transition(-|$)/, "transition"],
  [new RegExp(`^text-${FONT_SIZE}$`), "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-alignment"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^bg-(\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\(|(linear|radial|conic)(-|$)|none$)/, "bg-image"],
  [/^bg-(auto|cover|contain)$/, "bg-size"],
  [/^bg-/, "bg-color"],
  [/^border(-[xytrblse])?(-\d+)?$/, "border-w$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-/, "border-color"],
  [/^rounded(-[trblse]{1,2})?(-(none|xs|sm|md|lg|\d?xl|full|\[[^\]]+\]))?$/, "rounded$1"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring(-\d+|-\[\d[^\]]*px\])?$/, "ring-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-offset-/, "ring-offset"],
  [/^ring-/, "ring-color"],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, "outline-style"],
  [/^outline(-\d+)?$/, "outline-w"],
  [/^outline-/, "outline-color"],
  [/^(fill|stroke)-/, "$1"],
];

const sides = (prefix: string, list: string) => list.split(" ").map((side) => prefix + side);

/** Groups a class of the key's group also overrides (tailwind-merge's conflicting class groups). */
const COVERS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", ...sides("", "start end top right bottom left")],
  "inset-x": sides("", "start end right left"),
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: sides("p", "x y s e t r b l"),
  px: sides("p", "s e r l"),
  py: sides("p", "t b"),
  m: sides("m", "x y s e t r b l"),
  mx: sides("m", "s e r l"),
  my: sides("m", "t b"),
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: sides("rounded-", "s e t r b l ss se ee es tl tr br bl"),
  "border-w": sides("border-w-", "x y s e t r b l"),
  "border-w-x": sides("border-w-", "s e r l"),
  "border-w-y": sides("border-w-", "t b"),
};

function groupOf(base: string): string | undefined {
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(base);
    if (match) return group.replace("$1", match[1] ?? "");
  }
  return undefined;
}

/** A class's variants (sorted, as their order does not matter) and the utility after them. */
function parse(name: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let utility = name.slice(start);
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  const variants = parts.some((part) => part.startsWith("[") || part.startsWith("*")) ? parts : parts.sort();
  return { scope: `${variants.join(":")}${important ? "!" : ""}|`, group: groupOf(utility) };
}

function flatten(values: ClassValue[], into: string[]) {
  for (const value of values) {
    if (Array.isArray(value)) flatten(value, into);
    else if (value) into.push(...value.split(/\s+/).filter(Boolean));
  }
  return into;
}

/** Joins class names (strings, arrays, falsy values skipped); a later Tailwind class wins over an earlier one it conflicts with. */
export function mergeClasses(...values: ClassValue[]) {
  return mergedList(flatten(values, []).join(" "));
}

// Every render of a card asks again for the same few hundred class lists; on the server
// the merging was 9 % of a page's render (docs/benchmarks.md, issue 30).
const mergedList = boundedMemo(2_000, (list) => mergeNames(list.split(" ").filter(Boolean)));

function mergeNames(names: string[]) {
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    const { scope, group } = parse(name);
    const id = group === undefined ? `=${name}` : scope + group;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const covered of (group && COVERS[group]) || []) taken.add(scope + covered);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
