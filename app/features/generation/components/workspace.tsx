import { PanelLeftClose, PanelLeftOpen, SlidersHorizontal } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useRevalidator, useSearchParams } from "react-router";
import { toast } from "~/components/toaster";
// Shown on landing, maybe before the lazily loaded Toaster is there: this `toast` waits for it.
import { toast as toastWhenReady } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { LazyAuthDialog } from "~/features/accounts/components/lazy-auth-dialog";
import { useBuyFlow } from "~/features/billing/components/buy-flow";
import { useOptionalUser } from "~/utils/user";
import { cn } from "~/utils/misc";
import { hasVisibleText } from "~/utils/text-checks";
import { urls } from "~/utils/urls";
import { fetchCredits, newIdempotencyKey, postAdultConfirmation, postGeneration, waitUntilFinished, type ApiFailure } from "../client-api";
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_MODEL,
  MODEL_IDS,
  ASPECT_RATIO_IDS,
  modelForSettings,
  PROMPT_MAX_LENGTH,
  type GenerationView,
  type ModelId,
} from "../generation-options";
import { GENERATION_SUSPENDED_MESSAGE, GENERATION_SUSPENDED_TITLE, OUTPUT_BLOCKED, OUTPUT_BLOCKED_DETAIL } from "~/features/moderation/messages";
import { failureDescription } from "../provider-messages";
import { AdultDialog } from "./adult-dialog";
import { GenerateButton, generateHint, type GeneratePhase } from "./generate-button";
import { OptionsPanel, type WorkspaceSettings } from "./options-panel";
import { RecentGallery } from "./recent-gallery";
import { GeneratingPlaceholder, ResultView } from "./result-view";

export type WorkspaceData = {
  signedIn: boolean;
  balance: number | null;
  /** The loader could not read the balance; the page stays usable and checks again before generating. */
  creditsError: boolean;
  adultConfirmed: boolean;
  /** Generation is paused on this account until an admin reviews it. */
  suspended: boolean;
  pending: GenerationView | null;
  recent: { items: GenerationView[]; nextCursor: string | null };
  reuse: GenerationView | null;
  engineLabels: Record<ModelId, string | null>;
};

// The prompt typed by a visitor who pressed Generate before signing in.
const REMEMBERED_PROMPT = "uai:workspace-prompt";

const initialSettings: WorkspaceSettings = {
  prompt: "",
  negativePrompt: "",
  mode: "generate",
  nsfw: false,
  model: DEFAULT_MODEL,
  aspectRatio: DEFAULT_ASPECT_RATIO,
  isPrivate: false,
  seed: null,
  source: null,
};

function settingsFrom(view: GenerationView, adultConfirmed: boolean): Partial<WorkspaceSettings> {
  const nsfw = view.isNsfw && adultConfirmed;
  const model = (MODEL_IDS as string[]).includes(view.model) ? (view.model as ModelId) : DEFAULT_MODEL;
  return {
    prompt: view.prompt,
    negativePrompt: view.negativePrompt,
    mode: "generate",
    nsfw,
    model: modelForSettings(model, { nsfw, mode: "generate" }),
    aspectRatio: (ASPECT_RATIO_IDS as string[]).includes(view.aspectRatio)
      ? (view.aspectRatio as WorkspaceSettings["aspectRatio"])
      : DEFAULT_ASPECT_RATIO,
    isPrivate: view.private,
    source: null,
  };
}

function mergeItems(...lists: GenerationView[][]) {
  const seen = new Set<string>();
  const out: GenerationView[] = [];
  for (const list of lists) for (const item of list) if (!seen.has(item.id)) (seen.add(item.id), out.push(item));
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function Workspace({ data }: { data: WorkspaceData }) {
  const user = useOptionalUser();
  const signedIn = Boolean(user) && data.signedIn;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const { openBuyFlow } = useBuyFlow();

  const [settings, setSettings] = useState<WorkspaceSettings>(initialSettings);
  const [phase, setPhase] = useState<GeneratePhase>(data.pending ? "generating" : "idle");
  const [result, setResult] = useState<GenerationView | null>(null);
  const [balance, setBalance] = useState<number | null>(data.balance);
  const [adultConfirmed, setAdultConfirmed] = useState(data.adultConfirmed);
  const [suspended, setSuspended] = useState(data.suspended);
  const [lastError, setLastError] = useState<string | null>(null);
  const [generatingRatio, setGeneratingRatio] = useState<string>(data.pending?.aspectRatio ?? DEFAULT_ASPECT_RATIO);
  const [extra, setExtra] = useState<{ items: GenerationView[]; nextCursor: string | null | undefined }>({ items: [], nextCursor: undefined });
  const [panelOpen, setPanelOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);
  const [adultOpen, setAdultOpen] = useState(false);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => setBalance(data.balance), [data.balance]);

  useEffect(() => {
    if (data.creditsError) {
      toastWhenReady.error("Error fetching credits", { description: "Your credits could not be loaded. They are checked again when you generate." });
    }
  }, [data]);
  useEffect(() => setAdultConfirmed(data.adultConfirmed), [data.adultConfirmed]);

  const recentItems = useMemo(() => mergeItems(data.recent.items, extra.items), [data.recent.items, extra.items]);
  const nextCursor = extra.nextCursor === undefined ? data.recent.nextCursor : extra.nextCursor;

  const creditsLoading = Boolean(user) && !data.signedIn;
  const hint = (variant: "panel" | "hero") => generateHint({ prompt: settings.prompt, phase, creditsLoading, variant });
  const busy = phase !== "idle";

  const update = useCallback((patch: Partial<WorkspaceSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      next.model = modelForSettings(next.model, { nsfw: next.nsfw, mode: next.mode });
      return next;
    });
  }, []);

  // SPEC section 2: ?success=true / ?canceled=true after checkout, then back to /generator-app.
  const paymentHandled = useRef(false);
  useEffect(() => {
    if (paymentHandled.current) return;
    const success = searchParams.get("success") === "true";
    const canceled = searchParams.get("canceled") === "true";
    if (!success && !canceled) return;
    paymentHandled.current = true;
    if (success) toast.success("Payment successful!");
    else toast("Payment canceled");
    navigate(urls.workspace(), { replace: true });
  }, [searchParams, navigate]);

  // 'Reuse' from My images, or the prompt remembered before sign-in.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (data.reuse) {
      update({ ...settingsFrom(data.reuse, data.adultConfirmed), seed: data.reuse.seed });
      navigate(urls.workspace(), { replace: true });
      return;
    }
    if (data.pending) {
      update(settingsFrom(data.pending, data.adultConfirmed));
      return;
    }
    try {
      const saved = sessionStorage.getItem(REMEMBERED_PROMPT);
      if (saved) {
        const parsed = JSON.parse(saved) as { prompt?: string; negativePrompt?: string };
        update({
          prompt: String(parsed.prompt ?? "").slice(0, PROMPT_MAX_LENGTH),
          negativePrompt: String(parsed.negativePrompt ?? "").slice(0, PROMPT_MAX_LENGTH),
        });
      }
    } catch {
      // Storage may be unavailable (private browsing); the prompt is then only kept in memory.
    }
  }, [data.reuse, data.pending, data.adultConfirmed, navigate, update]);

  useEffect(() => {
    if (!signedIn) return;
    try {
      sessionStorage.removeItem(REMEMBERED_PROMPT);
    } catch {
      // See above.
    }
  }, [signedIn]);

  const finish = useCallback(
    (generation: GenerationView, newBalance: number | null) => {
      if (newBalance !== null) setBalance(newBalance);
      if (generation.status === "succeeded") {
        setResult(generation);
        setLastError(null);
        setExtra((current) => ({ ...current, items: mergeItems([generation], current.items) }));
        toast.success("Image generated successfully", { description: `Remaining credits: ${newBalance ?? balance ?? 0}` });
      } else if (generation.error === OUTPUT_BLOCKED) {
        setLastError(OUTPUT_BLOCKED);
        toast.error(OUTPUT_BLOCKED, { description: OUTPUT_BLOCKED_DETAIL });
      } else {
        const message = generation.error ?? "Function error";
        setLastError(message);
        toast.error("Generation failed", { description: failureDescription(message) });
      }
      setPhase("idle");
      revalidator.revalidate();
    },
    [balance, revalidator],
  );

  const follow = useCallback(
    async (id: string) => {
      setPhase("generating");
      try {
        const answer = await waitUntilFinished(id);
        if (!answer.ok) throw new Error(answer.error.message);
        finish(answer.generation, answer.balance);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setLastError(message);
        toast.error("Generation failed", { description: `An unexpected error occurred: ${message}` });
        setPhase("idle");
      }
    },
    [finish],
  );

  // A generation still running when the page was loaded: show it running, then its result.
  const followed = useRef(false);
  useEffect(() => {
    if (!data.pending || followed.current) return;
    followed.current = true;
    setGeneratingRatio(data.pending.aspectRatio);
    void follow(data.pending.id);
  }, [data.pending, follow]);

  const showFailure = (error: ApiFailure) => {
    if (error.title === GENERATION_SUSPENDED_TITLE) setSuspended(true);
    if (error.status === 402) {
      toast.error(error.title, { description: error.message });
      openBuyFlow();
    } else if (error.status === 409) {
      toast(error.title, { description: error.message });
    } else if (error.status === 400 || error.status === 403 || error.status === 404 || error.status === 422 || error.status === 429) {
      toast.error(error.title, { description: error.message });
    } else {
      toast.error("Credit deduction failed", { description: error.message || "Unknown error occurred" });
    }
    setLastError(error.message);
  };

  const generate = async () => {
    const current = settings;
    if (phaseRef.current !== "idle") {
      toast("Please wait", { description: "A generation is already in progress" });
      return;
    }
    if (!hasVisibleText(current.prompt)) {
      toast.error("Please describe your image before generating.");
      return;
    }
    if (!user) {
      try {
        sessionStorage.setItem(REMEMBERED_PROMPT, JSON.stringify({ prompt: current.prompt, negativePrompt: current.negativePrompt }));
      } catch {
        // Kept in memory only.
      }
      setAuthOpen(true);
      return;
    }
    if (creditsLoading) return;
    if (current.mode === "edit" && !current.source) {
      toast.error("Choose a source image", { description: "Pick one of your images, or upload one, to edit." });
      return;
    }
    if (current.nsfw && !adultConfirmed) {
      setAdultOpen(true);
      return;
    }
    setPhase("checking");
    phaseRef.current = "checking";
    // The balance shown may be stale (another tab, a purchase): ask the server. It still decides when reserving the credit.
    let fresh: number | null;
    try {
      const answer = await fetchCredits();
      if (!answer.ok) {
        if (answer.error.status === 401) {
          toast.error(answer.error.title, { description: answer.error.message });
          setAuthOpen(true);
          setPhase("idle");
          return;
        }
        throw new Error(answer.error.message);
      }
      fresh = answer.balance;
    } catch {
      toast.error("Credit check failed", { description: "Could not verify your available credits. Please try again." });
      setPhase("idle");
      return;
    }
    setBalance(fresh);
    if (fresh === null) {
      toast.error("Credits not found", { description: "Your account doesn't have a credits record. Please contact support." });
      setPhase("idle");
      return;
    }
    if (fresh < 1) {
      toast.error("Insufficient credits", { description: "You need at least 1 credit to generate an image" });
      openBuyFlow();
      setPhase("idle");
      return;
    }

    setPhase("deducting");
    setDrawerOpen(false);
    const body = new FormData();
    body.set("prompt", current.prompt);
    body.set("negativePrompt", current.negativePrompt);
    body.set("mode", current.mode);
    body.set("model", current.model);
    body.set("aspectRatio", current.aspectRatio);
    body.set("isNsfw", String(current.nsfw));
    body.set("isPrivate", String(current.isPrivate));
    if (current.seed !== null) body.set("seed", String(current.seed));
    if (current.mode === "edit" && current.source?.kind === "generation") body.set("sourceGenerationId", current.source.id);
    if (current.mode === "edit" && current.source?.kind === "upload") body.set("sourceImage", current.source.file);

    try {
      const answer = await postGeneration(body, newIdempotencyKey());
      if (!answer.ok) {
        showFailure(answer.error);
        setPhase("idle");
        return;
      }
      setBalance(answer.balance);
      toast.success("Credits deducted", { description: `1 credit deducted. Remaining: ${answer.balance}` });
      setResult(null);
      setGeneratingRatio(current.aspectRatio);
      if (answer.generation.status === "pending") await follow(answer.generation.id);
      else finish(answer.generation, answer.balance);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error("Credit deduction failed", { description: `Could not deduct credits: ${message}` });
      setLastError(message);
      setPhase("idle");
    }
  };

  const generateRef = useRef(generate);
  generateRef.current = generate;

  // Ctrl/Cmd+Enter generates from anywhere in the workspace.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      void generateRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const onNsfwChange = (on: boolean) => {
    if (!on) return update({ nsfw: false });
    if (!user) {
      setAuthOpen(true);
      return;
    }
    if (!adultConfirmed) {
      setAdultOpen(true);
      return;
    }
    update({ nsfw: true });
  };

  const confirmAdult = async () => {
    const answer = await postAdultConfirmation().catch(() => null);
    if (!answer?.ok) {
      toast.error("Error", { description: answer && !answer.ok ? answer.error.message : "Could not save your answer. Please try again." });
      return false;
    }
    setAdultConfirmed(true);
    update({ nsfw: true });
    return true;
  };

  const discard = () => {
    setResult(null);
    update({ prompt: "", negativePrompt: "", seed: null });
  };

  const panelProps = {
    settings,
    onChange: update,
    onNsfwChange,
    engineLabels: data.engineLabels,
    signedIn,
    balance,
    creditsLoading,
    lastError,
    hint: hint("panel"),
    busy,
    onGenerate: () => void generate(),
    myImages: recentItems,
  };

  const showHero = phase === "idle" && !result;

  return (
    <div className="flex min-h-[calc(100dvh-4rem)]">
      <aside
        aria-label="Generator options"
        className={cn(
          "bg-background hidden w-[280px] shrink-0 border-r md:block",
          "md:sticky md:top-0 md:h-[calc(100dvh-4rem)] md:overflow-y-auto",
          !panelOpen && "md:hidden",
        )}
        data-testid="options-panel"
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="font-semibold">Generator Options</h2>
          <Button type="button" size="icon" variant="ghost" aria-label="Hide options" onClick={() => setPanelOpen(false)}>
            <PanelLeftClose />
          </Button>
        </div>
        <OptionsPanel {...panelProps} />
      </aside>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="w-[300px] overflow-y-auto p-0 sm:max-w-[300px]">
          <SheetHeader className="border-b">
            <SheetTitle>Generator Options</SheetTitle>
            <SheetDescription className="sr-only">Prompt, model, aspect ratio and other settings.</SheetDescription>
          </SheetHeader>
          <OptionsPanel {...panelProps} />
        </SheetContent>
      </Sheet>

      <div className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" size="sm" className="md:hidden" onClick={() => setDrawerOpen(true)}>
              <SlidersHorizontal aria-hidden="true" /> Options
            </Button>
            {!panelOpen ? (
              <Button type="button" variant="outline" size="sm" className="hidden md:inline-flex" onClick={() => setPanelOpen(true)}>
                <PanelLeftOpen aria-hidden="true" /> Show options
              </Button>
            ) : null}
            {!showHero ? <h1 className="text-2xl font-bold">AI Image Generator</h1> : null}
          </div>

          {suspended ? (
            <div
              role="alert"
              className="border-destructive/40 bg-destructive/5 mb-6 rounded-lg border p-4 text-sm"
              data-testid="generation-suspended"
            >
              <p className="font-semibold">{GENERATION_SUSPENDED_TITLE}</p>
              <p className="text-muted-foreground mt-1">{GENERATION_SUSPENDED_MESSAGE}</p>
            </div>
          ) : null}

          {showHero ? (
            <section className="flex flex-col items-center py-10 text-center sm:py-16">
              <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">AI Image Generator</h1>
              <p className="text-muted-foreground mt-4 max-w-xl">
                Describe any image and get it in seconds. Uncensored, private when you want it, 1 credit per image.
              </p>
              <form
                className="mt-8 flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
                onSubmit={(e) => {
                  e.preventDefault();
                  void generate();
                }}
              >
                <Input
                  aria-label="Describe your image"
                  className="h-11 flex-1"
                  value={settings.prompt}
                  maxLength={PROMPT_MAX_LENGTH}
                  placeholder="A neon-lit city street in the rain, cinematic..."
                  onChange={(e) => update({ prompt: e.target.value })}
                />
                <GenerateButton className="sm:w-auto [&_button]:h-11" hint={hint("hero")} busy={busy} onGenerate={() => void generate()} />
              </form>
              <p className="text-muted-foreground mt-3 text-xs">Tip: press Ctrl+Enter (⌘+Enter on Mac) to generate.</p>
            </section>
          ) : phase === "generating" || phase === "deducting" || phase === "checking" ? (
            <GeneratingPlaceholder aspectRatio={generatingRatio} />
          ) : result ? (
            <ResultView
              generation={result}
              onDiscard={discard}
              onRegenerate={() => void generate()}
              regenerateDisabled={busy || !hasVisibleText(settings.prompt)}
            />
          ) : null}

          <RecentGallery
            items={recentItems}
            nextCursor={nextCursor}
            signedIn={signedIn}
            onLoaded={(page) => setExtra((current) => ({ items: mergeItems(current.items, page.items), nextCursor: page.nextCursor }))}
            onOpen={(item) => {
              if (busy) return;
              setResult(item);
              update(settingsFrom(item, adultConfirmed));
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
          />
        </div>
      </div>

      <LazyAuthDialog open={authOpen} onOpenChange={setAuthOpen} onAuthenticated={() => setAuthOpen(false)} />
      <AdultDialog open={adultOpen} onOpenChange={setAdultOpen} onConfirm={confirmAdult} />
    </div>
  );
}
