import { CHILD_SLANG, CHILD_SLANG_THINGS } from "./child-slang";
import { CHILDREN_IN_CARE, CHILDREN_S_INSTITUTIONS } from "./children-in-care";
import { CHILD_CUES } from "./child-cues";
import { CHILD_KIN } from "./child-kin";
import { CJK_SCHOOL_STAGES } from "./cjk-school-stages";
import { BODY_NOT_DEVELOPED, BREASTS_NOT_GROWN, CHILDHOOD_MILESTONES, PUBERTY_AHEAD } from "./childhood-milestones";
import type { Lexicon } from "./lexicon";
import { OCCASIONS } from "./occasions";
import { SCHOOL_KIT } from "./school-kit";
import { SCHOOL_LIFE } from "./school-life";
import { SCHOOL_YEARS } from "./school-years";
import { SECTION_LEADERS } from "./school-staff";
import { TOO_YOUNG } from "./too-young";
import { YOUTH_SPORT } from "./youth-sport";
import { FRAME_CUES, SUGGESTIVE_FRAMES } from "./suggestive-frames";
import { NAKED_SLANG, UNDERWEAR_SLANG } from "./undress-slang";

/** Entries of one class of words, by language code (entry syntax of `Lexicon`). */
export type WordTable = Partial<Record<string, string[]>>;

// Classes kept as one table across the languages rather than in each lexicon, so a
// class can be read and completed as a whole: school years and youth sections,
// the school day, coming-of-age occasions, slang for a child, children in care and their homes, milestones of childhood,
// family words for a child, for naked and for underwear; and the classes only the
// tables hold (suggestive frames, child cues).
type TableFields = "school" | "minor" | "sexualExplicit" | "sexualSuggestive" | "harmless" | "suggestiveFrames" | "frameCues" | "childCues";
const ADDED_TO: { [K in TableFields]: WordTable[] } = {
  school: [SCHOOL_YEARS, SCHOOL_LIFE, SCHOOL_KIT, YOUTH_SPORT, CJK_SCHOOL_STAGES, CHILDREN_S_INSTITUTIONS],
  minor: [OCCASIONS, CHILDREN_IN_CARE, CHILD_SLANG, CHILDHOOD_MILESTONES, BREASTS_NOT_GROWN, BODY_NOT_DEVELOPED, PUBERTY_AHEAD, CHILD_KIN, TOO_YOUNG],
  sexualExplicit: [NAKED_SLANG],
  sexualSuggestive: [UNDERWEAR_SLANG],
  harmless: [CHILD_SLANG_THINGS, SECTION_LEADERS],
  suggestiveFrames: [SUGGESTIVE_FRAMES],
  frameCues: [FRAME_CUES],
  childCues: [CHILD_CUES],
};

/** The lexicon with the class tables' entries of its language added to its lists. */
export function withWordTables(lexicon: Lexicon): Lexicon {
  const added = (field: keyof typeof ADDED_TO) => ADDED_TO[field].flatMap((table) => table[lexicon.language] ?? []);
  const merged = (field: keyof typeof ADDED_TO) => [...new Set([...(lexicon[field] ?? []), ...added(field)])];
  return {
    ...lexicon,
    school: merged("school"),
    minor: merged("minor"),
    sexualExplicit: merged("sexualExplicit"),
    sexualSuggestive: merged("sexualSuggestive"),
    harmless: merged("harmless"),
    suggestiveFrames: merged("suggestiveFrames"),
    frameCues: merged("frameCues"),
    childCues: merged("childCues"),
  };
}
