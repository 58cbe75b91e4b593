import PanelLeftOpen from "lucide-react/icons/panel-left-open";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useEffect, useState } from "react";
// Also shown on landing, maybe before the lazily loaded Toaster is there: this `toast` waits for it.
import { toast } from "~/components/toaster";
import { PlainButton } from "~/components/ui/plain-button";
import { deferredComponent } from "~/utils/deferred-component";
import { LazyAuthDialog } from "~/features/accounts/components/lazy-auth-dialog";
import { useBuyFlow } from "~/features/billing/components/buy-flow";
import { CLIENT_ERROR_MESSAGES } from "~/utils/client-error-messages";
import { hasVisibleText } from "~/utils/text-checks";
import { useOptionalUser } from "~/utils/user";
import { PROMPT_REQUIRED, type GenerationView, type ModelOption } from "../generation-options";
import { generateHint } from "./generate-button";
import type { OptionsPanelProps } from "./options-panel";
import { OptionsDrawer, OptionsSidebar, preloadOptionsDrawer } from "./options-sidebar";
import { RecentGallery } from "./recent-gallery";
import { rememberPrompt } from "./remembered-prompt";
import { BatchResultView, GeneratingPlaceholder, ResultView } from "./result-view";
import { SuspendedNotice } from "./suspended-notice";
import { useAdultConfirmation } from "./use-adult-confirmation";
import { useGenerateShortcut } from "./use-generate-shortcut";
import { useGenerationRun } from "./use-generation-run";
import { usePaymentReturnToast } from "./use-payment-return-toast";
import { useRecentImages } from "./use-recent-images";
import { useWorkspaceOptions } from "./use-workspace-options";
import { WorkspaceHero } from "./workspace-hero";
import { blockerFor, settingsFrom, styleSettings } from "./workspace-settings";
import { CreativeOptionsFields, WorkspaceEditPanel } from "./creative/workspace-creative";
import { ResultActions } from "./creative/result-actions";
import { useCreative } from "./creative/use-creative";
import { StyleBadge } from "./style-choice";
import type { StyleOption } from "../style-options";

// Asked once per account: its Radix AlertDialog loads when it is first needed (docs/decisions/021).
const adultDialog = deferredComponent(() => import("./adult-dialog").then((m) => m.AdultDialog));
// The enlarged view (a Radix dialog) loads when a picture is first clicked.
const enlargedView = deferredComponent(() => import("./creative/enlarged-view").then((m) => m.EnlargedView));

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
  models: ModelOption[];
  /** Back from a paid checkout (?success=true): what was bought, as the server recorded it (null while its payment is not in yet). */
  purchased?: string | null;
  /** The operator's default model when it is offered, else the first offered one. */
  defaultModel: string | null;
  /** 'Style': every generator with a preset, and the one the page was opened with (?generator=). */
  styles?: StyleOption[];
  style?: StyleOption | null;
};

export function Workspace({ data }: { data: WorkspaceData }) {
  const user = useOptionalUser();
  const signedIn = Boolean(user) && data.signedIn;
  const creditsLoading = Boolean(user) && !data.signedIn;
  const { openBuyFlow } = useBuyFlow();
  const [panelOpen, setPanelOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);

  const { settings, update } = useWorkspaceOptions({
    reuse: data.reuse,
    pending: data.pending,
    adultConfirmed: data.adultConfirmed,
    signedIn,
    models: data.models,
    defaultModel: data.defaultModel,
    style: data.style ?? null,
  });
  const styles = data.styles ?? [];
  const chosenStyle = styles.find((style) => style.slug === settings.preset) ?? null;
  const chooseStyle = (slug: string | null) =>
    update(styleSettings(styles.find((style) => style.slug === slug) ?? null, settings, data.models, data.defaultModel));
  const adult = useAdultConfirmation(data.adultConfirmed, () => update({ nsfw: true }));
  const recent = useRecentImages(data.recent);
  const run = useGenerationRun({
    data,
    onSignInNeeded: () => setAuthOpen(true),
    onBuyCredits: openBuyFlow,
    onReserving: () => setDrawerOpen(false),
    onImageMade: recent.addMade,
  });
  usePaymentReturnToast(data.purchased ?? null);

  useEffect(() => {
    if (data.creditsError) {
      toast.error("Error fetching credits", { description: "Your credits could not be loaded. They are checked again when you generate." });
    }
  }, [data]);

  const underWay = () => {
    if (!run.isUnderWay()) return false;
    toast(CLIENT_ERROR_MESSAGES.generationInProgress.title, { description: CLIENT_ERROR_MESSAGES.generationInProgress.message });
    return true;
  };
  const creative = useCreative({
    settings,
    update,
    models: data.models,
    start: (current, request) => !underWay() && void run.start(current, request),
  });

  const generate = () => {
    if (underWay()) return;
    switch (blockerFor(settings, { signedIn: Boolean(user), creditsLoading, adultConfirmed: adult.confirmed })) {
      case "prompt":
        return toast.error(PROMPT_REQUIRED);
      case "sign-in":
        rememberPrompt({
          prompt: settings.prompt,
          negativePrompt: settings.negativePrompt,
          ...(settings.preset ? { preset: settings.preset, model: settings.model, aspectRatio: settings.aspectRatio } : {}),
        });
        return setAuthOpen(true);
      case "credits-loading":
        return;
      case "source":
        return toast.error("Choose a source image", { description: "Pick one of your images, or upload one, to edit." });
      case "adult":
        return adult.ask();
      case null:
        return void run.start(settings, creative.formRequest(settings));
    }
  };
  useGenerateShortcut(generate);

  const onNsfwChange = (on: boolean) => {
    if (!on) return update({ nsfw: false });
    if (!user) return setAuthOpen(true);
    if (!adult.confirmed) return adult.ask();
    update({ nsfw: true });
  };

  const busy = run.phase !== "idle";
  const hint = (variant: "panel" | "hero") => generateHint({ prompt: settings.prompt, phase: run.phase, creditsLoading, variant });
  const panel: OptionsPanelProps = {
    settings,
    onChange: update,
    onNsfwChange,
    models: data.models,
    signedIn,
    balance: run.balance,
    creditsLoading,
    lastError: run.lastError,
    hint: hint("panel"),
    busy,
    onGenerate: generate,
    myImages: recent.items,
    creative: <CreativeOptionsFields creative={creative} seed={settings.seed} onSeedChange={(seed) => update({ seed })} />,
    styles,
    onStyleChange: chooseStyle,
  };
  const resultActions = (generation: GenerationView) => (
    <ResultActions generation={generation} models={data.models} chosenModel={settings.model} busy={busy} handlers={creative.handlers} />
  );
  const showHero = !busy && !run.result;
  const discardResult = () => {
    run.discard();
    update({ prompt: "", negativePrompt: "", seed: null });
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)]">
      <OptionsSidebar open={panelOpen} onHide={() => setPanelOpen(false)} panel={panel} />
      <OptionsDrawer open={drawerOpen} onOpenChange={setDrawerOpen} panel={panel} />

      <div className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <PlainButton
              type="button"
              variant="outline"
              size="sm"
              className="md:hidden"
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={preloadOptionsDrawer}
              onFocus={preloadOptionsDrawer}
            >
              <SlidersHorizontal aria-hidden="true" /> Options
            </PlainButton>
            {!panelOpen ? (
              <PlainButton type="button" variant="outline" size="sm" className="hidden md:inline-flex" onClick={() => setPanelOpen(true)}>
                <PanelLeftOpen aria-hidden="true" /> Show options
              </PlainButton>
            ) : null}
            {!showHero ? <h1 className="text-2xl font-bold">AI Image Generator</h1> : null}
            <StyleBadge style={chosenStyle} onClear={() => chooseStyle(null)} />
          </div>

          {run.suspended ? <SuspendedNotice /> : null}

          <WorkspaceEditPanel creative={creative} settings={settings} onLeave={() => update({ mode: "generate", source: null })} busy={busy} />

          {showHero ? (
            <WorkspaceHero
              prompt={settings.prompt}
              onPromptChange={(prompt) => update({ prompt })}
              hint={hint("hero")}
              busy={busy}
              onGenerate={generate}
            />
          ) : busy ? (
            <GeneratingPlaceholder aspectRatio={run.generatingRatio} queue={run.queue} />
          ) : run.batchResults ? (
            <BatchResultView
              generations={run.batchResults}
              onDiscard={discardResult}
              onRegenerate={generate}
              regenerateDisabled={busy || !hasVisibleText(settings.prompt)}
              onEnlarge={creative.setEnlarged}
            />
          ) : run.result ? (
            <ResultView
              generation={run.result}
              onDiscard={discardResult}
              onRegenerate={generate}
              regenerateDisabled={busy || !hasVisibleText(settings.prompt)}
              actions={resultActions(run.result)}
              onEnlarge={() => creative.setEnlarged(run.result)}
            />
          ) : null}

          <RecentGallery
            items={recent.items}
            nextCursor={recent.nextCursor}
            signedIn={signedIn}
            onLoaded={recent.addPage}
            onOpen={(item) => {
              if (busy) return;
              run.show(item);
              update(settingsFrom(item, adult.confirmed, data.models));
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
          />
        </div>
      </div>

      <LazyAuthDialog open={authOpen} onOpenChange={setAuthOpen} onAuthenticated={() => setAuthOpen(false)} />
      {creative.enlarged ? (
        <enlargedView.Loaded
          wanted
          picture={creative.enlarged}
          onClose={() => creative.setEnlarged(null)}
          models={data.models}
          chosenModel={settings.model}
          busy={busy}
          handlers={creative.handlers}
        />
      ) : null}
      <adultDialog.Loaded wanted={adult.asking} open={adult.asking} onOpenChange={adult.setAsking} onConfirm={adult.confirm} />
    </div>
  );
}
