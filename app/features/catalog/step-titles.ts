/** Default titles of new how-it-works steps (SPEC section 3); the admin editor and the demo seed use them. */
export const DEFAULT_STEP_TITLES = ["Enter Your Prompt", "Customize Settings", "Generate", "Download & Share"] as const;
