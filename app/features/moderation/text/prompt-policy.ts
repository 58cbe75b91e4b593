import type { PromptFinding, PromptVerdict } from "../types";
import { adultCounterpartsExcluded, namesAnAdult } from "./adult-counterparts";
import { findAgeMentions } from "./ages";
import { languageName } from "./language-coverage";
import { findUncoveredLanguage } from "./languages-in-text";
import { inNativeScripts } from "./romanised-words";
import { placedAmongMinors } from "./pupils-by-place";
import { adulthoodExcludedInPrompt } from "./prompt-exclusions";
import { exclusionsBesideNoAdult, readExclusions, readPrompt, type ExclusionSignals } from "./signals";
import { findUncoveredSexualWords } from "./uncovered-sexual-words";

// The text layer of content safety. The minors rule is a hard block: no setting
// turns it off, and rewording (other languages, look-alike letters, leetspeak,
// spacing, stated ages, exclusions that push away adulthood) does not get around it.

const NO_EXCLUSIONS: ExclusionSignals = { asked: [], adulthood: [], adulthoodWeak: [], clothing: [] };

const quote = (term: string) => `"${term}"`;

// An adult named by a word ("woman") or an adult age ("girl, 25").
const namesAdult = (prompt: string) => namesAnAdult(prompt) || findAgeMentions(prompt).some((mention) => mention.age >= 18);

/**
 * Decides whether a prompt may be generated. Abuse terms are refused on their own;
 * a minor signal with a sexual signal or NSFW on is refused as "sexual-minors";
 * an adult request (NSFW on, an edit of an NSFW picture, or sexual words) with any
 * part of its prompt or exclusions in a language the rules do not cover is
 * refused as "uncovered-language" (closed world, ADR 024); explicit content with
 * NSFW off is refused as "sexual-needs-nsfw" (the user is asked to switch NSFW
 * on); anything else is allowed, with its sexual level.
 */
export function checkPrompt(input: {
  prompt: string;
  negativePrompt?: string | null;
  nsfw: boolean;
  /** The request edits a picture that was made with NSFW on. */
  adultSource?: boolean;
}): PromptVerdict {
  // Asked by up to four rules below: read once.
  let adultNamed: boolean | undefined;
  const namesAnAdultInPrompt = () => (adultNamed ??= namesAdult(input.prompt));
  const prompt = readPrompt(input.prompt);
  const exclusions = input.negativePrompt?.trim() ? readExclusions(input.negativePrompt) : NO_EXCLUSIONS;
  const findings: PromptFinding[] = [];
  const note = (kind: PromptFinding["kind"], terms: string[], field: PromptFinding["field"] = "prompt") => {
    for (const term of terms) findings.push({ kind, term, field });
  };

  // A nudity or sex word of a language the rules cannot read makes the request
  // sexual, and so one the closed world refuses (ADR 057).
  const uncoveredSexual = findUncoveredSexualWords(input.prompt);
  // Excluding clothes asks for nudity: "child on a beach" without "clothes".
  const sexual =
    prompt.explicit.length || exclusions.clothing.length || uncoveredSexual.length ? "explicit" : prompt.suggestive.length ? "suggestive" : null;
  const explicitSignals = [
    ...prompt.explicit.map(quote),
    ...uncoveredSexual.map(({ term }) => quote(term)),
    ...exclusions.clothing.map((term) => `${quote(term)} excluded`),
  ];
  const sexualSignals = [...explicitSignals, ...prompt.suggestive.map(quote)];
  // An edit of an NSFW picture is adult content whatever its own words and flag.
  const adultContent = input.nsfw || Boolean(input.adultSource) || sexual !== null;

  // Adult content that excludes adulthood asks for a minor. Weak words ("old",
  // "wrinkles") are common exclusions for young adults, so they count only two at
  // a time and beside a youth cue ("petite", "tiny").
  const weakInversion = exclusions.adulthoodWeak.length >= 2 && prompt.youthCue ? exclusions.adulthoodWeak : [];
  const counterparts =
    adultContent && input.negativePrompt?.trim() ? adultCounterpartsExcluded(input.prompt, input.negativePrompt, sexual !== null) : [];
  const inPrompt = adultContent ? adulthoodExcludedInPrompt(input.prompt, sexual !== null) : [];
  const besideNoAdult = adultContent && input.negativePrompt?.trim() && !namesAnAdultInPrompt() ? exclusionsBesideNoAdult(input.negativePrompt) : [];
  const inversion = adultContent ? [...exclusions.adulthood, ...weakInversion, ...counterparts, ...inPrompt, ...besideNoAdult] : [];

  // In adult content a small number nothing explains is an age (closed world, ADR 010).
  const smallNumbers = adultContent ? prompt.smallNumbers.filter((text) => !prompt.minorAges.includes(text)) : [];
  // Likewise an age said in a way no reader can work out (ADR 040).
  const unreadAges = adultContent ? prompt.unreadAges.map((term) => `${term} (no age read)`) : [];
  // Child cues in sets ("braces, pigtails, tiny") describe a child where no adult is named (ADR 061).
  const childCues = adultContent && prompt.childCues.length && !namesAnAdultInPrompt() ? [`${prompt.childCues.join(" + ")} (child cues)`] : [];
  // A girl or a student placed at a school of minors is its pupil, a scout in a troop a child (ADR 071, open probes).
  const pupilAtSchool = adultContent && !namesAnAdultInPrompt() ? placedAmongMinors(input.prompt) : undefined;
  const minorSignals = [
    ...prompt.minor.map(quote),
    ...prompt.minorAges.map(quote),
    ...smallNumbers.map(quote),
    ...unreadAges.map(quote),
    ...childCues,
    ...(pupilAtSchool ? [quote(pupilAtSchool)] : []),
    ...inversion.map((term) => `${quote(term)} excluded`),
    ...exclusions.asked.map((term) => `${quote(term)} asked for in the exclusions`),
  ];
  const abuse = [...prompt.abuse, ...(minorSignals.length || sexual ? prompt.abuseInContext : [])];
  // A frame that sexualises without a sexual word ("arched back", "fishnet stockings")
  // is nothing on its own and sexual beside a minor, whatever the flag (ADR 061).
  const frames = minorSignals.length ? prompt.frames : [];

  note("abuse-term", abuse);
  note("minor", prompt.minor);
  note("minor", pupilAtSchool ? [pupilAtSchool] : []);
  note("age", [...prompt.minorAges, ...smallNumbers, ...unreadAges]);
  note("sexual", [...prompt.explicit, ...uncoveredSexual.map(({ term }) => term), ...prompt.suggestive, ...frames]);
  note("inversion", [...exclusions.clothing, ...inversion], "negativePrompt");
  note("minor", exclusions.asked, "negativePrompt");

  if (abuse.length) {
    return { allowed: false, category: "sexual-minors", minorSignal: true, reason: `abuse term ${quote(abuse[0])}`, findings };
  }
  if (minorSignals.length && (adultContent || frames.length)) {
    const why = sexualSignals.length
      ? `sexual signal ${sexualSignals[0]}`
      : frames.length
        ? `suggestive frame ${quote(frames[0])}`
        : input.nsfw
          ? "NSFW on"
          : "an edit of an NSFW picture";
    // "Children at a birthday party" with the switch left on: still refused (an adult
    // request never shows a minor) and still counted, but the user is told to switch it off.
    const nsfwSwitchOnly = !sexualSignals.length && !frames.length && !input.adultSource && !inversion.length && !exclusions.asked.length;
    return {
      allowed: false,
      category: "sexual-minors",
      minorSignal: true,
      reason: `minor signal ${minorSignals[0]} with ${why}`,
      findings,
      ...(nsfwSwitchOnly && { nsfwSwitchOnly }),
    };
  }
  // The rules can only refuse what they can read: an adult request must be
  // readable in every part. A safe-for-work request is never refused for its language.
  if (input.nsfw || input.adultSource || sexual !== null) {
    const fields = [["prompt", input.prompt] as const, ["negativePrompt", input.negativePrompt ?? ""] as const];
    for (const [field, text] of fields) {
      const ownWord = field === "prompt" ? uncoveredSexual[0] : undefined;
      const exclusions = field === "negativePrompt";
      const options = exclusions ? { context: input.prompt, excludedFromAnAdult: namesAnAdultInPrompt() } : {};
      const found =
        findUncoveredLanguage(inNativeScripts(text), options) ?? (ownWord && { language: ownWord.language, evidence: `the word "${ownWord.term}"` });
      if (!found) continue;
      const name = languageName(found.language);
      note("language", [`${name}: ${found.evidence}`], field);
      const why = input.nsfw ? "NSFW on" : input.adultSource ? "an edit of an NSFW picture" : `sexual signal ${sexualSignals[0]}`;
      return {
        allowed: false,
        category: "uncovered-language",
        minorSignal: false,
        reason: `uncovered language (${name}) in the ${field === "prompt" ? "prompt" : "exclusions"}: ${found.evidence}, with ${why}`,
        findings,
        withoutLanguageGate: sexual === "explicit" && !input.nsfw ? "sexual-needs-nsfw" : "allowed",
      };
    }
  }
  if (sexual === "explicit" && !input.nsfw) {
    return {
      allowed: false,
      category: "sexual-needs-nsfw",
      minorSignal: false,
      reason: `explicit sexual signal ${explicitSignals[0]} with NSFW off`,
      findings,
    };
  }
  return { allowed: true, sexual, findings };
}
