import type { GeneratorPreset } from "~/db/schema";

// What the admin pages receive for apps and generators.

export type CatalogRecordBase = {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  featured: boolean;
  hidden: boolean;
  createdAt: string;
};

export type AdminAppRecord = CatalogRecordBase & { icon: string | null };
export type AdminGeneratorRecord = CatalogRecordBase & { link: string; preset: GeneratorPreset | null };

/** The JSON the save and upload endpoints answer with. */
export type SaveResponse<T> =
  | { ok: true; created: boolean; title: string; record: T }
  | { ok: false; error: { code: string; title: string; message: string }; fieldErrors?: Record<string, string> };
