import { nl } from "./nl";
import { pl } from "./pl";
import { tr } from "./tr";
import { id } from "./id";
import { vi } from "./vi";
import { ar } from "./ar";
import { hi } from "./hi";
import { th } from "./th";
import { bg } from "./bg";
import { cs } from "./cs";
import { da } from "./da";
import { de } from "./de";
import { el } from "./el";
import { en } from "./en";
import { es } from "./es";
import { fa } from "./fa";
import { fi } from "./fi";
import { fr } from "./fr";
import { he } from "./he";
import { hu } from "./hu";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import type { Lexicon } from "./lexicon";
import { nb } from "./nb";
import { pt } from "./pt";
import { ro } from "./ro";
import { ru } from "./ru";
import { sk } from "./sk";
import { sv } from "./sv";
import { uk } from "./uk";
import { zh } from "./zh";
import { gl } from "./gl";
import { mk } from "./mk";
import { mr } from "./mr";
import { ms } from "./ms";
import { ne } from "./ne";
import { sr } from "./sr";
import { withKanaSpellings } from "./kana-spellings";
import { withUmlautSpellings } from "./umlaut-spellings";
import { withWordTables } from "./word-tables";

/** Every language's words are matched in every prompt: people mix languages. */
export const LEXICONS: readonly Lexicon[] = [
  ...[en, es, pt, fr, de, it, ru, ja, zh, ko, nl, pl, tr, id, vi, ar, hi, th],
  // The rest of the 30 languages with the most web content.
  ...[fa, cs, uk, hu, sv, ro, el, da, fi, he, sk, bg, nb],
  // Languages the detectors confuse with a covered neighbour (Malay with Indonesian,
  // Galician with Portuguese, Serbian and Macedonian with
  // Bulgarian and Russian, Marathi and Nepali with Hindi): covered, so the gate does
  // not let their words pass as the neighbour's unread.
  ...[ms, gl, sr, mk, mr, ne],
]
  // The class tables (word-tables.ts) join each lexicon before German's umlauts are spelt out.
  .map(withWordTables)
  .map((lexicon) => (lexicon.language === "de" ? withUmlautSpellings(lexicon) : lexicon))
  .map((lexicon) => (lexicon.language === "ja" ? withKanaSpellings(lexicon) : lexicon));
