import { findAgeMentions } from "./ages";

// Words that draw an adult younger ("de-aged", "age regression", "rejuvenated")
// are minor words (ADR 040): what they ask for is a child. When they name the age
// drawn and it is an adult one ("de-aged to 25", "age-regressed to 20"), the
// depicted person is that adult, and the word is no minor signal. The depicted age
// decides either way: "de-aged to 12" is read as 12 by the age readers.

const DRAWN_YOUNGER_TERM = /^(?:de ?aged|age ?regress\p{L}*|regressed|rejuvenated)$/u;
const DRAWN_TO =
  /(?<!\p{L})(?:de[\s-]?aged|age[\s-]?regress(?:ed|ion)?|regressed|rejuvenated)\s+(?:back\s+)?(?:to|into|as)\s+((?:[\p{L}\p{N}'’-]+\s*){1,4})/giu;

const BY_AN_AMOUNT = /(?<!\p{L})(?:younger|less|fewer|earlier|before|ago|back|off|minus|under|below)(?!\p{L})/iu;

/** Whether a minor word is a drawing-younger word whose every stated target in the prompt is an adult age. */
export function drawnToAnAdult(term: string, prompt: string): boolean {
  if (!DRAWN_YOUNGER_TERM.test(term)) return false;
  const targets = [...prompt.matchAll(DRAWN_TO)];
  if (!targets.length) return false;
  return targets.every((target) => {
    // "Rejuvenated to 20 years younger" draws her back by 20 years, not to 20.
    if (BY_AN_AMOUNT.test(target[1])) return false;
    const ages = findAgeMentions(`aged ${target[1].trim()}`);
    return ages.length > 0 && ages.every((mention) => mention.age >= 18);
  });
}
