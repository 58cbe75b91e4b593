// Shared by the server and the account page (no zod here, to keep it out of the page's JavaScript).

/** The reason an operator's disable leaves: only a webhook that failures disabled can be enabled again by its owner. */
export const DISABLED_BY_OPERATOR = "Disabled by an operator.";
