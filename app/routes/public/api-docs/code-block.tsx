/** A block of code or an example answer, scrolled sideways on narrow screens. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="mt-3 min-w-0">
      <figcaption className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</figcaption>
      <pre className="bg-muted mt-1 overflow-x-auto rounded-md p-3 text-xs leading-relaxed sm:text-sm">
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}
