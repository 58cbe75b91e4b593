import Brush from "lucide-react/icons/brush";
import Copy from "lucide-react/icons/copy";
import Maximize from "lucide-react/icons/maximize-2";
import { useId, useState } from "react";
import { PlainButton } from "~/components/ui/plain-button";
import { useHydrated } from "~/components/use-hydrated";
import { VARIATION_STRENGTHS, type GenerationView, type ModelOption } from "../../generation-options";
import { canUpscale, canVary, modelForSource, type VariationKind } from "./creative-request";

export type CreativeActionHandlers = {
  onVariation: (source: GenerationView, kind: VariationKind) => void;
  onUpscale: (source: GenerationView, factor: 2 | 4) => void;
  onEdit: (source: GenerationView) => void;
};

/**
 * A finished picture's 'Variations' ('Subtle' / 'Strong'), 'Upscale 2×' (and 4× where the engine can) and 'Edit'.
 * Each is offered when one of the offered models can do it; the server checks again.
 */
export function ResultActions({
  generation,
  models,
  chosenModel,
  busy,
  handlers,
}: {
  generation: GenerationView;
  models: ModelOption[];
  chosenModel: string;
  busy: boolean;
  handlers: CreativeActionHandlers;
}) {
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);
  const menuId = useId();
  if (generation.status !== "succeeded") return null;
  const disabled = busy || !hydrated;
  const varies = modelForSource(generation, chosenModel, models, canVary) !== undefined;
  const factors = ([2, 4] as const).filter((factor) => modelForSource(generation, chosenModel, models, canUpscale(factor)));
  const edits = models.some((model) => model.supports.edit);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="creative-actions">
      <PlainButton
        type="button"
        variant="outline"
        aria-expanded={choosing}
        aria-controls={menuId}
        disabled={disabled || !varies}
        onClick={() => setChoosing((open) => !open)}
      >
        <Copy aria-hidden="true" /> Variations
      </PlainButton>
      {choosing ? (
        <span id={menuId} role="group" aria-label="How much to change" className="flex gap-2">
          {VARIATION_STRENGTHS.map((variation) => (
            <PlainButton
              key={variation.id}
              type="button"
              size="sm"
              variant="secondary"
              disabled={disabled}
              onClick={() => {
                setChoosing(false);
                handlers.onVariation(generation, variation.id);
              }}
            >
              {variation.label}
            </PlainButton>
          ))}
        </span>
      ) : null}
      {factors.map((factor) => (
        <PlainButton key={factor} type="button" variant="outline" disabled={disabled} onClick={() => handlers.onUpscale(generation, factor)}>
          <Maximize aria-hidden="true" /> {`Upscale ${factor}×`}
        </PlainButton>
      ))}
      <PlainButton type="button" variant="outline" disabled={disabled || !edits} onClick={() => handlers.onEdit(generation)}>
        <Brush aria-hidden="true" /> Edit
      </PlainButton>
    </div>
  );
}
