import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import Coins from "lucide-react/icons/coins";
import X from "lucide-react/icons/x";
import { useId, type ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { NativeRadio } from "~/components/ui/native-choice";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { SwitchButton } from "~/components/ui/switch-button";
import { Textarea } from "~/components/ui/textarea";
import { BuyCreditsButton } from "~/features/billing/components/buy-flow";
import { formatCredits } from "~/utils/format-number";
import {
  ASPECT_RATIOS,
  MAX_IMAGES_PER_REQUEST,
  MODES,
  modelLabel,
  modelSupportsMode,
  NSFW_GPT_MESSAGE,
  PROMPT_MAX_LENGTH,
  type AspectRatioId,
  type GenerationMode,
  type GenerationView,
  type ModelOption,
} from "../generation-options";
import { GenerateButton } from "./generate-button";
import type { SourceChoice } from "./source-choice";
import { SourcePicker } from "./source-picker";
import { StyleSelect } from "./style-choice";
import type { StyleOption } from "../style-options";

const IMAGE_COUNTS = Array.from({ length: MAX_IMAGES_PER_REQUEST }, (_, index) => index + 1);

export type WorkspaceSettings = {
  prompt: string;
  negativePrompt: string;
  mode: GenerationMode;
  nsfw: boolean;
  /** A hosted model id or a self-hosted checkpoint's ("sdwebui:…"). */
  model: string;
  aspectRatio: AspectRatioId;
  /** How many pictures of the prompt (1 credit each). */
  count: number;
  isPrivate: boolean;
  /** Set by 'Reuse' so the same picture can be made again; cleared by the user. */
  seed: number | null;
  source: SourceChoice | null;
  /** The 'Style' chosen: a generator's slug whose preset the server applies (null: none). */
  preset: string | null;
};

export type OptionsPanelProps = {
  settings: WorkspaceSettings;
  onChange: (patch: Partial<WorkspaceSettings>) => void;
  onNsfwChange: (on: boolean) => void;
  /** The models available now (GET /api/models). */
  models: ModelOption[];
  signedIn: boolean;
  balance: number | null;
  creditsLoading: boolean;
  lastError: string | null;
  hint: string;
  busy: boolean;
  onGenerate: () => void;
  myImages: GenerationView[];
  /** The creative options the chosen model takes ('LoRAs', 'Advanced'), under the model's settings. */
  creative?: ReactNode;
  /** The 'Style' choice: every generator with a preset (ADR 032). */
  styles?: StyleOption[];
  onStyleChange?: (slug: string | null) => void;
};

/** Left options panel of the workspace (SPEC section 2), also shown in the mobile drawer. */
export function OptionsPanel(props: OptionsPanelProps) {
  const { settings, onChange, models } = props;
  const id = useId();
  const chosen = models.find((model) => model.id === settings.model);
  const engine = chosen?.servedBy ?? null;

  return (
    <div className="flex flex-col gap-5 p-4">
      <div className="space-y-2">
        <Label htmlFor={`${id}-prompt`}>Prompt</Label>
        <Textarea
          id={`${id}-prompt`}
          value={settings.prompt}
          maxLength={PROMPT_MAX_LENGTH}
          rows={4}
          placeholder="Describe the image you want..."
          onChange={(e) => onChange({ prompt: e.target.value })}
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-exclude`}>Exclude from Image</Label>
        <Textarea
          id={`${id}-exclude`}
          value={settings.negativePrompt}
          maxLength={PROMPT_MAX_LENGTH}
          rows={2}
          placeholder="Things to leave out..."
          onChange={(e) => onChange({ negativePrompt: e.target.value })}
        />
      </div>

      <StyleSelect styles={props.styles ?? []} value={settings.preset} onChange={(slug) => props.onStyleChange?.(slug)} />

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Mode</legend>
        {/* Native radios (one name, arrow keys move between them) rather than Radix's: issue 30's first-load budget. */}
        <div className="grid grid-cols-2 gap-2">
          {MODES.map((mode) => (
            <Label
              key={mode.id}
              htmlFor={`${id}-mode-${mode.id}`}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary/10 flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-normal"
            >
              <NativeRadio
                id={`${id}-mode-${mode.id}`}
                name={`${id}-mode`}
                value={mode.id}
                checked={settings.mode === mode.id}
                onChange={() => onChange({ mode: mode.id })}
              />
              {mode.label}
            </Label>
          ))}
        </div>
      </fieldset>

      {settings.mode === "edit" ? <SourcePicker value={settings.source} onChange={(source) => onChange({ source })} images={props.myImages} /> : null}

      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-nsfw`}>NSFW?</Label>
        <SwitchButton id={`${id}-nsfw`} checked={settings.nsfw} onCheckedChange={props.onNsfwChange} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-model`}>Model</Label>
        <NativeSelect id={`${id}-model`} value={settings.model} onChange={(event) => onChange({ model: event.target.value })}>
          {models.map((model) => {
            const blockedByNsfw = settings.nsfw && !model.supports.nsfw;
            const blockedByMode = !modelSupportsMode(model.id, settings.mode);
            return (
              <option key={model.id} value={model.id} disabled={blockedByNsfw || blockedByMode}>
                {model.label}
                {blockedByMode ? " (generate only)" : ""}
              </option>
            );
          })}
          {/* A reused picture's checkpoint the engine no longer lists: shown, not offered. */}
          {chosen ? null : (
            <option value={settings.model} disabled>
              {modelLabel(settings.model)} (unavailable)
            </option>
          )}
        </NativeSelect>
        {settings.nsfw ? <p className="text-muted-foreground text-xs">{NSFW_GPT_MESSAGE}</p> : null}
        {engine ? (
          <p className="text-muted-foreground text-xs" data-testid="engine-label">
            Served by: {engine}
          </p>
        ) : null}
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-aspect`}>Aspect Ratio</Label>
        <NativeSelect
          id={`${id}-aspect`}
          value={settings.aspectRatio}
          // An edit keeps its source's shape (the server decides it): shown, not chosen.
          disabled={settings.mode === "edit" && settings.source !== null}
          onChange={(event) => onChange({ aspectRatio: event.target.value as AspectRatioId })}
        >
          {ASPECT_RATIOS.map((ratio) => (
            <option key={ratio.id} value={ratio.id}>
              {ratio.label}
            </option>
          ))}
        </NativeSelect>
        {settings.mode === "edit" && settings.source !== null ? (
          <p className="text-muted-foreground text-xs">An edit keeps the source image's aspect ratio.</p>
        ) : null}
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-count`}>Images</Label>
        <NativeSelect id={`${id}-count`} value={settings.count} onChange={(event) => onChange({ count: Number(event.target.value) })}>
          {IMAGE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count} {count === 1 ? "image" : "images"} · {count} {count === 1 ? "credit" : "credits"}
            </option>
          ))}
        </NativeSelect>
      </div>

      {props.creative}

      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-private`}>Private Mode</Label>
          <SwitchButton id={`${id}-private`} checked={settings.isPrivate} onCheckedChange={(isPrivate) => onChange({ isPrivate })} />
        </div>
        <p className="text-muted-foreground text-xs">Private images are visible to you only and stay out of the public gallery.</p>
      </div>

      {settings.seed !== null ? (
        <div className="bg-muted flex items-center justify-between rounded-md px-3 py-2 text-xs">
          <span>
            Seed <span className="font-mono">{settings.seed}</span> (reused)
          </span>
          <button
            type="button"
            className="hover:text-foreground text-muted-foreground"
            aria-label="Use a new seed"
            onClick={() => onChange({ seed: null })}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <div className="bg-card space-y-3 rounded-lg border p-3">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground flex items-center gap-2">
            <Coins className="size-4" aria-hidden="true" /> Credits remaining
          </span>
          {props.creditsLoading ? (
            <Skeleton className="h-5 w-8" />
          ) : (
            <span className="font-semibold tabular-nums" data-testid="credits-remaining">
              {props.signedIn && props.balance !== null ? formatCredits(props.balance) : "—"}
            </span>
          )}
        </div>
        <BuyCreditsButton className="w-full" size="sm" />
      </div>

      {props.lastError ? (
        <div
          role="status"
          className="border-destructive/40 bg-destructive/10 text-destructive flex gap-2 rounded-md border p-3 text-xs"
          data-testid="last-error"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium">Last error: </span>
            {props.lastError}
          </span>
        </div>
      ) : null}

      <GenerateButton className="w-full" hint={props.hint} busy={props.busy} onGenerate={props.onGenerate} />
    </div>
  );
}
