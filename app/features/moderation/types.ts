// The seams of the moderation domain, shared by the text rules, the picture
// checkers and the generation pipeline that calls them.

/** Where a refusal or block happened. */
export type ModerationLayer = "text" | "edit-source" | "output";

/** A reason a user is told about, and the audit records. */
export type RefusalCategory =
  /** A minor signal together with a sexual signal or NSFW on (includes named abuse terms). */
  | "sexual-minors"
  /** Explicit sexual content asked for with NSFW off: the user is asked to switch NSFW on. */
  | "sexual-needs-nsfw"
  /** An adult request with a part in a language the text rules do not cover (ADR 024). */
  | "uncovered-language";

/** One thing the text rules found, for the audit and for tests. */
export type PromptFinding = {
  kind: "abuse-term" | "minor" | "age" | "sexual" | "inversion" | "language";
  /** The normalised word, phrase or age that matched (for "language": the language and what gave it away). */
  term: string;
  field: "prompt" | "negativePrompt";
};

export type PromptVerdict =
  | {
      allowed: true;
      /** Explicit or suggestive sexual signals were found (callers treat the request as adult content). */
      sexual: "explicit" | "suggestive" | null;
      findings: PromptFinding[];
    }
  | {
      allowed: false;
      category: RefusalCategory;
      /** True when a minor signal caused the refusal (these count towards suspension). */
      minorSignal: boolean;
      /** A short English sentence for the audit log, naming what matched. */
      reason: string;
      findings: PromptFinding[];
      /**
       * For a "sexual-minors" refusal: the only adult cue beside the minor was the NSFW
       * switch (no sexual word, no edit of an NSFW picture, nothing pushed away in the
       * exclusions), so the user is asked to switch it off.
       */
      nsfwSwitchOnly?: boolean;
      /** For an "uncovered-language" refusal: what the rules alone would have answered (benchmarks compare the two). */
      withoutLanguageGate?: "allowed" | "sexual-needs-nsfw";
    };

/** What a picture checker saw in one image. */
export type ImageVerdict = {
  /** Which checker answered ("local", "openai", or a composite "local+openai"). */
  provider: string;
  /** The picture is sexual (nudity or sexual activity) by the checker's threshold. */
  sexual: boolean;
  /** The checker's sexual probability, 0..1 (highest of its sexual classes). */
  sexualScore: number;
  /** Faces found, with their estimated age in years. */
  faces: Array<{ age: number; confidence: number }>;
  /** A face estimated under the minor threshold was found, or the checker reports minors directly. */
  minor: boolean;
  /** The checker itself says the picture is sexual content involving minors (e.g. OpenAI's sexual/minors). */
  sexualMinors: boolean;
};

/** A picture checker: the built-in local one, OpenAI's moderation endpoint, or both. */
export type ModerationProvider = {
  name: string;
  checkImage(image: Uint8Array, options?: { signal?: AbortSignal; prompt?: string }): Promise<ImageVerdict>;
};
