import type { DocOperation } from "~/features/api-docs/api-docs-page.server";
import { CodeBlock } from "./code-block";

const METHOD_STYLE: Record<string, string> = {
  GET: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  POST: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100",
  DELETE: "bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100",
};

/** One operation of the API: what it does, who may call it, its parameters, examples and calls. */
export function OperationSection({ operation }: { operation: DocOperation }) {
  return (
    <section id={operation.anchor} aria-labelledby={`${operation.anchor}-title`} className="mt-8 border-t pt-6">
      <h3 id={`${operation.anchor}-title`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_STYLE[operation.method] ?? ""}`}>{operation.method}</span>
        <code className="font-mono text-base break-all">{operation.path}</code>
      </h3>
      <p className="mt-2 font-medium">{operation.summary}</p>
      {operation.description && <p className="text-muted-foreground mt-2 leading-relaxed">{operation.description}</p>}
      <p className="mt-2 text-sm">
        <span className="font-semibold">Who may call it: </span>
        {operation.auth}
      </p>
      {operation.parameters.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Parameters of {operation.path}</caption>
            <thead>
              <tr className="border-b">
                <th className="py-1 pr-3 font-semibold">Parameter</th>
                <th className="py-1 pr-3 font-semibold">In</th>
                <th className="py-1 pr-3 font-semibold">Type</th>
                <th className="py-1 font-semibold">Notes</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`} className="border-b align-top last:border-0">
                  <td className="py-1 pr-3 font-mono">{parameter.name}</td>
                  <td className="text-muted-foreground py-1 pr-3">{parameter.in}</td>
                  <td className="py-1 pr-3 font-mono text-xs break-all">{parameter.type}</td>
                  <td className="text-muted-foreground py-1">
                    {parameter.required ? "required" : "optional"}
                    {parameter.description ? `. ${parameter.description}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {operation.requestExample && <CodeBlock label="Request body" code={operation.requestExample} />}
      {operation.responseExample && (
        <CodeBlock label={`Answer ${operation.responseStatus} (${operation.responseType})`} code={operation.responseExample} />
      )}
      {!operation.responseExample && (
        <p className="mt-3 text-sm">
          <span className="font-semibold">Answer {operation.responseStatus}: </span>
          <code className="font-mono">{operation.responseType}</code>
        </p>
      )}
      <p className="text-muted-foreground mt-3 text-sm">Refusals: {operation.errors.join(", ")} (see Errors).</p>
      <CodeBlock label="curl" code={operation.curl} />
      <CodeBlock label="TypeScript" code={operation.typescript} />
    </section>
  );
}
