import { useLoaderData } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { AuthLinkErrorToast } from "~/features/accounts/components/auth-link-error-toast";
import { Workspace, type WorkspaceData } from "~/features/generation/components/workspace";
import { getWorkspace } from "~/features/generation/workspace-data.server";
import { readStyleOptions } from "~/features/generation/generator-presets.server";
import { listAvailableModels } from "~/features/generation/providers/select-provider.server";
import { getSessionUser } from "~/features/accounts/auth.server";
import { describeRecentPurchase } from "~/features/billing/recent-purchase.server";
import { getWorkspaceFactsOfRequest } from "~/routes/request-reads.server";
import { getRemixView } from "~/features/explore/picture-page.server";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/generator-app";
import { siteTitle } from "~/features/seo/site-title";

export function meta({ data, matches }: Route.MetaArgs) {
  const title = siteTitle(matches, "AI Image Generator");
  const description = "Generate uncensored AI images from a text prompt: choose the model, aspect ratio and Private Mode. 1 credit per image.";
  const canonical = data ? `${data.publicUrl}/generator-app` : "/generator-app";
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}

const GENERATOR_PARAM = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

// /generator-app and /generator-app/{status} are the same screen (SPEC section 2).
export async function loader({ request }: Route.LoaderArgs) {
  const [user, { models, defaultModel }, styles] = await Promise.all([getSessionUser(request), listAvailableModels(), readStyleOptions()]);
  // ?generator={slug}: 'Start Generating' on a generator's page opens the workspace with its preset (ADR 032).
  const generator = GENERATOR_PARAM.safeParse(new URL(request.url).searchParams.get("generator"));
  const style = (generator.success && styles.find((option) => option.slug === generator.data)) || null;
  const base = { models, defaultModel, styles, style, publicUrl: getEnv().PUBLIC_URL };
  // ?remix={id}: 'Remix' on a published picture opens the workspace with its settings, as 'Reuse' does with one's own.
  const remixId = z.uuid().safeParse(new URL(request.url).searchParams.get("remix"));
  const remix = remixId.success ? await getRemixView(getDb(), remixId.data, user) : null;
  if (!user) {
    return {
      ...base,
      signedIn: false,
      balance: null,
      creditsError: false,
      adultConfirmed: false,
      suspended: false,
      pending: null,
      recent: { items: [], nextCursor: null },
      reuse: remix,
    } satisfies WorkspaceData & { publicUrl: string };
  }
  const searchParams = new URL(request.url).searchParams;
  const reuseId = z.uuid().safeParse(searchParams.get("reuse"));
  const [workspace, purchased] = await Promise.all([
    getWorkspace(getDb(), user.id, {
      reuseId: reuseId.success ? reuseId.data : undefined,
      facts: getWorkspaceFactsOfRequest(request, user.id),
    }),
    searchParams.get("success") === "true" ? describeRecentPurchase(getDb(), user.id) : Promise.resolve(null),
  ]);
  return { ...base, signedIn: true, ...workspace, reuse: workspace.reuse ?? remix, purchased } satisfies WorkspaceData & { publicUrl: string };
}

export default function GeneratorApp() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <AuthLinkErrorToast />
      <Workspace data={data} />
    </>
  );
}
