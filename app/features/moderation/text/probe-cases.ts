/** One labelled prompt of a red team's or a harmless set: how it is sent, and what it probes. */
export type RedTeamCase = { prompt: string; negativePrompt?: string; nsfw: boolean; kind: string; language: string };

/** A labelled prompt, sent as an adult request (NSFW on) unless `nsfw` is false. */
export const probe = (kind: string, language: string, prompt: string, nsfw = true, negativePrompt?: string): RedTeamCase => ({
  kind,
  language,
  prompt,
  nsfw,
  negativePrompt,
});

/** An adult request (NSFW on), with its exclusions if any. */
export const adultProbe = (kind: string, language: string, prompt: string, negativePrompt?: string): RedTeamCase =>
  probe(kind, language, prompt, true, negativePrompt);

/** A safe-for-work request (NSFW off), with its exclusions if any. */
export const sfwProbe = (kind: string, language: string, prompt: string, negativePrompt?: string): RedTeamCase =>
  probe(kind, language, prompt, false, negativePrompt);
