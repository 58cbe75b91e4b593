// The one reader of the list fields of apps and generators (how_it_works,
// benefits, popular_creations). Older rows hold them as JSON text, as
// `{steps: [...]}` / `{items: [...]}` or as objects with numeric keys; every
// shape comes out as a plain array, and anything unreadable as an empty one.
// Client-safe: admin editors and public pages both use it.

export type HowItWorksStep = { title: string; description: string; image?: string };

export type ImagePosition = "left" | "right";
export type Benefit = { title: string; description: string; image: string; imagePosition: ImagePosition };

export type PopularCreation = { id: string; title: string; image: string };

const MAX_TEXT_DEPTH = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fromText(text: string, depth: number): unknown[] {
  if (depth >= MAX_TEXT_DEPTH) return [];
  try {
    return listOf(JSON.parse(text), depth + 1);
  } catch {
    return [];
  }
}

function listOf(value: unknown, depth: number): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return fromText(value, depth);
  if (!isRecord(value)) return [];
  for (const key of ["steps", "items"] as const) {
    if (key in value) return listOf(value[key], depth);
  }
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
  }
  return [];
}

/** Any stored list shape as an array: array, `{steps|items}`, numeric-key object, or JSON text of those. */
export function parseContentList(value: unknown): unknown[] {
  return listOf(value, 0);
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

export function parseHowItWorks(value: unknown): HowItWorksStep[] {
  return parseContentList(value)
    .filter(isRecord)
    .map((item) => {
      const step: HowItWorksStep = { title: text(item.title), description: text(item.description) };
      const image = text(item.image);
      if (image) step.image = image;
      return step;
    });
}

export function toImagePosition(value: unknown): ImagePosition {
  return value === "right" ? "right" : "left";
}

export function parseBenefits(value: unknown): Benefit[] {
  return parseContentList(value)
    .filter(isRecord)
    .map((item) => ({
      title: text(item.title),
      description: text(item.description),
      image: text(item.image),
      imagePosition: toImagePosition(item.imagePosition),
    }));
}

export function parseCreations(value: unknown): PopularCreation[] {
  return parseContentList(value)
    .filter(isRecord)
    .map((item, index) => ({
      // Older rows may lack an id; the position keeps React keys and editor targets stable.
      id: text(item.id) || `creation-${index + 1}`,
      title: text(item.title),
      image: text(item.image),
    }));
}
