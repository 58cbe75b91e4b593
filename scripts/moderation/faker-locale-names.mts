// faker's locale data as plain lists, for the generators of the rules' name and place lists.
import { allLocales } from "@faker-js/faker";

/** A locale's list of names: a plain list, or lists by gender or kind. */
type Names = readonly string[] | Record<string, readonly string[]> | null | undefined;

/** The fields of a locale's definitions these generators read. */
export type FakerLocale = {
  person?: { first_name?: Names; last_name?: Names };
  location?: { city_name?: Names; state?: Names };
};

/** Every entry of a locale's list, whichever way it is grouped. */
export function flatNames(names: Names): readonly string[] {
  return names == null ? [] : Array.isArray(names) ? names : Object.values(names).flat();
}

/** faker's locales by code. */
export const FAKER_LOCALES = allLocales as Record<string, FakerLocale>;
