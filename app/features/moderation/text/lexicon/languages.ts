import { nl } from "./nl";
import { pl } from "./pl";
import { tr } from "./tr";
import { id } from "./id";
import { vi } from "./vi";
import { ar } from "./ar";
import { hi } from "./hi";
import { th } from "./th";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import type { Lexicon } from "./lexicon";
import { pt } from "./pt";
import { ru } from "./ru";
import { zh } from "./zh";

/** Every language's words are matched in every prompt: people mix languages. */
export const LEXICONS: readonly Lexicon[] = [en, es, pt, fr, de, it, ru, ja, zh, ko, nl, pl, tr, id, vi, ar, hi, th];
