import { Input } from "~/components/ui/input";
import { PROMPT_MAX_LENGTH } from "../generation-options";
import { GenerateButton } from "./generate-button";

/** The landing view of the workspace: a title and a one-line prompt form. */
export function WorkspaceHero({
  prompt,
  onPromptChange,
  hint,
  busy,
  onGenerate,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  hint: string;
  busy: boolean;
  onGenerate: () => void;
}) {
  return (
    <section className="flex flex-col items-center py-10 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">AI Image Generator</h1>
      <p className="text-muted-foreground mt-4 max-w-xl">
        Describe any image and get it in seconds. Uncensored, private when you want it, 1 credit per image.
      </p>
      <form
        className="mt-8 flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          onGenerate();
        }}
      >
        <Input
          aria-label="Describe your image"
          className="h-11 flex-1"
          value={prompt}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder="A neon-lit city street in the rain, cinematic..."
          onChange={(e) => onPromptChange(e.target.value)}
        />
        <GenerateButton className="sm:w-auto [&_button]:h-11" hint={hint} busy={busy} onGenerate={onGenerate} />
      </form>
      {/* A keyboard tip: not on touch screens, where there is no Ctrl key to press. */}
      <p className="text-muted-foreground mt-3 text-xs pointer-coarse:hidden" data-testid="shortcut-tip">
        Tip: press Ctrl+Enter (⌘+Enter on Mac) to generate.
      </p>
    </section>
  );
}
