import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { SITE_WORDS } from "./password-constants";

/**
 * Refuses guessable passwords: zxcvbn-ts with its common (password lists,
 * keyboard patterns) and English dictionaries, plus the account's own e-mail
 * and name and the site's name. A password must reach score 3 (an estimated
 * 10^8 guesses or more; docs/decisions/014-passwords-argon2id-zxcvbn-reset-sessions.md).
 * Runs on the server only: the dictionaries are far too large for the browser.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

function getEstimator() {
  // Levenshtein matching is left off: it costs ~0.5 s of CPU per check and every
  // near-miss of a listed password scores below 3 anyway.
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

export type PasswordStrength = { ok: true; score: number } | { ok: false; score: number; message: string };

/** The words of the account that must not make up its password: e-mail, its local part, names. */
export function personalWords(...values: (string | null | undefined)[]) {
  const words = new Set<string>(SITE_WORDS);
  for (const value of values) {
    if (!value) continue;
    const trimmed = value.trim().toLowerCase();
    if (!trimmed) continue;
    words.add(trimmed);
    const local = trimmed.split("@")[0];
    if (local) words.add(local);
    for (const part of local.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

export function checkPasswordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result = getEstimator().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score };
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  return {
    ok: false,
    score: result.score,
    message: `This password is too easy to guess.${warning} Use a longer password, for example three or four unrelated words.`,
  };
}
