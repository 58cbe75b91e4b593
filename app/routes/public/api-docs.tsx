import { pageMeta } from "~/features/seo/meta";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/api-docs";
import { loadApiDocs } from "./api-docs.server";
import { OperationSection } from "./api-docs/operation-section";
import { GuideSections } from "./api-docs/guide-sections";
import { WebhookEventSection } from "./api-docs/webhook-event-section";

export async function loader({ request }: Route.LoaderArgs) {
  return loadApiDocs(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return pageMeta({
    title: `API documentation | ${seo.siteName}`,
    description: `Generate pictures from your own programs with ${seo.siteName}'s API: keys, progress events, webhooks and downloads, with curl and TypeScript examples.`,
    seo,
  });
}

const TAGS = [
  { tag: "Generation", title: "Generation endpoints" },
  { tag: "Keys", title: "Key endpoints" },
  { tag: "Webhooks", title: "Webhook endpoints" },
];

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { docs, rateLimit } = loaderData;
  return (
    <article className="container-page max-w-4xl py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">API documentation</h1>
      <p className="text-muted-foreground mt-4 leading-relaxed">
        Generate pictures from a script, a bot or another app: create a key, send it with each request, follow the progress and download the picture.
        The machine-readable description is{" "}
        <a className="text-primary underline-offset-4 hover:underline" href={urls.openApiDocument()}>
          /api/openapi.json
        </a>{" "}
        (OpenAPI 3.1); a complete example script is <code className="font-mono text-sm">examples/generate.mjs</code> in the source.
      </p>
      <nav aria-label="On this page" className="bg-muted/40 mt-8 rounded-lg border p-4 text-sm">
        <p className="font-semibold">On this page</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {["Keys", "Errors", "Rate limits", "Idempotency", "Following progress", "Webhooks"].map((title) => (
            <li key={title}>
              <a className="text-primary underline-offset-4 hover:underline" href={`#${anchorOf(title)}`}>
                {title}
              </a>
            </li>
          ))}
          {TAGS.map(({ tag, title }) => (
            <li key={tag}>
              <a className="text-primary underline-offset-4 hover:underline" href={`#${anchorOf(title)}`}>
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <GuideSections baseUrl={docs.baseUrl} rateLimit={rateLimit} />
      {docs.webhooks.map((webhook) => (
        <WebhookEventSection key={webhook.type} webhook={webhook} />
      ))}
      {TAGS.map(({ tag, title }) => (
        <section key={tag} aria-labelledby={anchorOf(title)} className="mt-12">
          <h2 id={anchorOf(title)} className="text-2xl font-semibold">
            {title}
          </h2>
          {docs.operations
            .filter((operation) => operation.tag === tag)
            .map((operation) => (
              <OperationSection key={operation.anchor} operation={operation} />
            ))}
        </section>
      ))}
    </article>
  );
}

function anchorOf(title: string) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
