// Rebuilds an uploaded SVG from an allow-list of elements and attributes, so
// that what is stored can hold no script, event handler, foreignObject or
// reference to anything outside the file. Whatever is not understood is dropped.

const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "style",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feComposite",
  "feFlood",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feDropShadow",
]);

// Elements whose markup is dropped but whose children are kept.
const UNWRAPPED_ELEMENTS = new Set(["a", "switch"]);

const ALLOWED_ATTRIBUTES = new Set([
  "id",
  "class",
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "clip-path",
  "clip-rule",
  "mask",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "fx",
  "fy",
  "fr",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "letter-spacing",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "visibility",
  "display",
  "color",
  "version",
  "baseProfile",
  "xmlns",
  "xmlns:xlink",
  "href",
  "xlink:href",
  "xml:space",
  "style",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "markerUnits",
  "marker-start",
  "marker-mid",
  "marker-end",
  "filter",
  "filterUnits",
  "primitiveUnits",
  "stdDeviation",
  "in",
  "in2",
  "result",
  "mode",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "values",
  "type",
  "flood-color",
  "flood-opacity",
  "radius",
  "shape-rendering",
  "vector-effect",
  "paint-order",
  "overflow",
  "startOffset",
  "method",
  "spacing",
  "side",
]);

const NAMESPACES = new Set(["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]);

/** CSS that can reach outside the file (imports, non-fragment url(), old IE script hooks) is refused. */
function isSafeCss(css: string) {
  const lowered = css.toLowerCase();
  if (/@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:|\\/.test(lowered)) return false;
  for (const match of lowered.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/g)) {
    if (!match[2].trim().startsWith("#")) return false;
  }
  // A url( we could not read is refused too.
  return !/url\s*\((?!\s*['"]?#)/.test(lowered);
}

function isSafeAttribute(name: string, value: string) {
  if (!ALLOWED_ATTRIBUTES.has(name)) return false;
  const lowered = value.toLowerCase().replace(/[\s\u0000-\u001f]/g, "");
  if (name === "href" || name === "xlink:href") return value.trim().startsWith("#");
  if (name === "xmlns" || name === "xmlns:xlink") return NAMESPACES.has(value.trim());
  if (lowered.includes("javascript:") || lowered.includes("data:")) return false;
  return isSafeCss(value);
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Resolves the XML entities so that checks see what a parser would see. */
function decodeXml(text: string) {
  return text.replace(/&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi, (whole, named: string, dec: string, hex: string) => {
    if (named) return NAMED_ENTITIES[named.toLowerCase()];
    const code = dec ? Number(dec) : parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Token =
  | { type: "open"; name: string; attributes: Array<[string, string]>; selfClosing: boolean }
  | { type: "close"; name: string }
  | { type: "text"; text: string };

const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A small, strict tokenizer: anything malformed ends the document (and is dropped). */
function* tokenize(source: string): Generator<Token> {
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    if (lt === -1) {
      yield { type: "text", text: decodeXml(source.slice(i)) };
      return;
    }
    if (lt > i) yield { type: "text", text: decodeXml(source.slice(i, lt)) };
    if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end === -1) return;
      i = end + 3;
    } else if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end === -1) return;
      yield { type: "text", text: source.slice(lt + 9, end) };
      i = end + 3;
    } else if (source.startsWith("<?", lt)) {
      const end = source.indexOf("?>", lt + 2);
      if (end === -1) return;
      i = end + 2;
    } else if (source.startsWith("</", lt)) {
      const end = source.indexOf(">", lt);
      if (end === -1) return;
      yield { type: "close", name: source.slice(lt + 2, end).trim() };
      i = end + 1;
    } else {
      const match = /^<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/.exec(source.slice(lt));
      if (!match) return;
      const attributes: Array<[string, string]> = [];
      for (const attr of match[2].matchAll(ATTRIBUTE)) attributes.push([attr[1], decodeXml(attr[2] ?? attr[3] ?? attr[4] ?? "")]);
      yield { type: "open", name: match[1], attributes, selfClosing: match[3] === "/" };
      i = lt + match[0].length;
    }
  }
}

export type SvgSanitizeResult = { ok: true; svg: string; changed: boolean } | { ok: false; reason: string };

export function sanitizeSvg(source: string): SvgSanitizeResult {
  // Document type declarations can define entities (billion laughs, external entities): refused outright.
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) return { ok: false, reason: "SVG files with a DOCTYPE are not accepted" };

  let out = "";
  let changed = false;
  let sawRoot = false;
  const open: string[] = [];
  let dropDepth = 0;
  let styleDepth = -1;
  let styleText = "";

  for (const token of tokenize(source)) {
    if (token.type === "open") {
      if (dropDepth > 0) {
        if (!token.selfClosing) dropDepth++;
        continue;
      }
      if (!sawRoot && token.name !== "svg") return { ok: false, reason: "The file is not an SVG image" };
      sawRoot = true;
      if (UNWRAPPED_ELEMENTS.has(token.name)) {
        changed = true;
        if (!token.selfClosing) open.push(`#unwrapped:${token.name}`);
        continue;
      }
      if (!ALLOWED_ELEMENTS.has(token.name) || styleDepth >= 0) {
        changed = true;
        if (!token.selfClosing) dropDepth = 1;
        continue;
      }
      const attributes = token.attributes.filter(([name, value]) => {
        const keep = isSafeAttribute(name, value);
        if (!keep) changed = true;
        return keep;
      });
      if (token.name === "svg" && open.length === 0 && !attributes.some(([name]) => name === "xmlns")) {
        attributes.unshift(["xmlns", "http://www.w3.org/2000/svg"]);
      }
      const rendered = `<${token.name}${attributes.map(([n, v]) => ` ${n}="${escapeXml(v)}"`).join("")}`;
      if (token.selfClosing) {
        out += `${rendered}/>`;
      } else if (token.name === "style") {
        styleDepth = open.length;
        styleText = "";
        open.push("style");
        out += `${rendered}>`;
      } else {
        open.push(token.name);
        out += `${rendered}>`;
      }
    } else if (token.type === "close") {
      if (dropDepth > 0) {
        dropDepth--;
        continue;
      }
      const index = open.lastIndexOf(token.name) >= 0 ? open.lastIndexOf(token.name) : open.lastIndexOf(`#unwrapped:${token.name}`);
      if (index === -1) {
        changed = true;
        continue;
      }
      while (open.length > index) {
        const name = open.pop()!;
        if (name.startsWith("#unwrapped:")) continue;
        if (name === "style") {
          if (isSafeCss(styleText)) out += escapeXml(styleText);
          else changed = true;
          styleDepth = -1;
        }
        out += `</${name}>`;
      }
      if (open.length === 0) break;
    } else if (dropDepth === 0 && sawRoot) {
      if (styleDepth >= 0) styleText += token.text;
      else out += escapeXml(token.text);
    }
  }
  if (!sawRoot) return { ok: false, reason: "The file is not an SVG image" };
  // Unclosed elements are closed, so that the output is well formed.
  while (open.length) {
    const name = open.pop()!;
    if (name.startsWith("#unwrapped:")) continue;
    if (name === "style") {
      if (isSafeCss(styleText)) out += escapeXml(styleText);
      styleDepth = -1;
    }
    out += `</${name}>`;
    changed = true;
  }
  return { ok: true, svg: out, changed };
}

/** Whether a text file starts (after an optional prolog) with an <svg> element. */
export function looksLikeSvg(text: string) {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .replace(/<\?[\s\S]*?\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, "")
    .trimStart();
  return /^<svg[\s>/]/.test(head);
}
