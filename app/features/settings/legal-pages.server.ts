import { renderMarkdown } from "./markdown.server";
import { getSettings } from "./settings.server";

export type LegalPageKind = "terms" | "privacy";

/** A legal page as the operator wrote it (Settings, 'Legal and support'): its HTML, or null while nothing is published. */
export async function loadLegalPage(kind: LegalPageKind): Promise<{ html: string | null; supportEmail: string }> {
  const { legal } = await getSettings();
  const markdown = kind === "terms" ? legal.termsOfService : legal.privacyPolicy;
  return { html: markdown.trim() ? renderMarkdown(markdown) : null, supportEmail: legal.supportEmail };
}

/** The support page's facts. */
export async function loadSupportPage(): Promise<{ supportEmail: string }> {
  return { supportEmail: (await getSettings()).legal.supportEmail };
}
