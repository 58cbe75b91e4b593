import type { DocWebhook } from "~/features/api-docs/api-docs-page.server";
import { CodeBlock } from "./code-block";

/** One event we send to webhooks, with its headers and an example body. */
export function WebhookEventSection({ webhook }: { webhook: DocWebhook }) {
  return (
    <section id={`event-${webhook.type}`} aria-labelledby={`event-${webhook.type}-title`} className="mt-6">
      <h3 id={`event-${webhook.type}-title`} className="text-lg font-semibold">
        <code className="font-mono">{webhook.type}</code>: {webhook.summary}
      </h3>
      <p className="text-muted-foreground mt-2 leading-relaxed">{webhook.description}</p>
      <ul className="mt-2 list-disc pl-6 text-sm">
        {webhook.headers.map((header) => (
          <li key={header.name} className="mt-1">
            <code className="font-mono">{header.name}</code>: {header.description}
          </li>
        ))}
      </ul>
      <CodeBlock label="Body" code={webhook.example} />
    </section>
  );
}
