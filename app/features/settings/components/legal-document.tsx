// The operator's legal text, rendered to HTML on the server (markdown.server.ts: raw HTML escaped, unsafe links dropped).
const PROSE =
  "text-muted-foreground leading-relaxed [&_a]:text-primary [&_a]:underline-offset-4 hover:[&_a]:underline [&_h1]:text-foreground [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-foreground [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-foreground [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_code]:font-mono [&_hr]:my-8 wrap-anywhere";

export function LegalDocument({ title, html }: { title: string; html: string | null }) {
  return (
    <article className="container-page max-w-3xl py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {html ? (
        // Server-rendered by markdown-it with raw HTML off (tested in markdown.server.test.ts)
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-muted-foreground mt-4">This page has not been published yet.</p>
      )}
    </article>
  );
}
