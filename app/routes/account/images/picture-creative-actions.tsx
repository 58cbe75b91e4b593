import Copy from "lucide-react/icons/copy";
import Maximize from "lucide-react/icons/maximize-2";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { newIdempotencyKey, postGeneration } from "~/features/generation/client-api";
import {
  canUpscale,
  canVary,
  initialCreativeOptions,
  modelForSource,
  upscaleBody,
  variationBody,
  type VariationKind,
} from "~/features/generation/components/creative/creative-request";
import { VARIATION_STRENGTHS, type GenerationView, type ModelOption } from "~/features/generation/generation-options";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { urls } from "~/utils/urls";

// 'Variations' and 'Upscale 2×' from My Images' picture view: the same request the
// workspace sends (1 credit, refunded on failure); the new picture is then made
// and shown in the generator. Offered when one of the models offered now can do
// it; the server checks everything again.

async function start(body: FormData, started: string, navigate: (to: string) => void | Promise<void>) {
  try {
    const answer = await postGeneration(body, newIdempotencyKey());
    if (!answer.ok) {
      toast.error(answer.error.title, { description: answer.error.message });
      return;
    }
    toast.success(started, { description: "It appears in the generator when it is ready." });
    await navigate(urls.workspace());
  } catch {
    const { title, message } = ERROR_MESSAGES.unexpectedError;
    toast.error(title, { description: message });
  }
}

export function VariationsAction({ picture, models }: { picture: GenerationView; models: ModelOption[] }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const model = modelForSource(picture, picture.model, models, canVary);
  const vary = async (kind: VariationKind) => {
    if (!model) return;
    setBusy(true);
    setChoosing(false);
    await start(variationBody(picture, kind, model, initialCreativeOptions), "Variation started", navigate);
    setBusy(false);
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-expanded={choosing}
        aria-controls={menuId}
        disabled={!hydrated || busy || !model}
        title={model ? undefined : "No model offered now can make variations of this picture."}
        onClick={() => setChoosing((open) => !open)}
      >
        <Copy aria-hidden="true" /> Variations
      </Button>
      {choosing ? (
        <span id={menuId} role="group" aria-label="How much to change" className="flex gap-2">
          {VARIATION_STRENGTHS.map((variation) => (
            <Button key={variation.id} type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void vary(variation.id)}>
              {variation.label}
            </Button>
          ))}
        </span>
      ) : null}
    </span>
  );
}

export function UpscaleAction({ picture, models }: { picture: GenerationView; models: ModelOption[] }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const model = modelForSource(picture, picture.model, models, canUpscale(2));
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={!hydrated || busy || !model}
      title={model ? undefined : "No model offered now can upscale this picture."}
      onClick={async () => {
        if (!model) return;
        setBusy(true);
        await start(upscaleBody(picture, 2, model), "Upscale started", navigate);
        setBusy(false);
      }}
    >
      <Maximize aria-hidden="true" /> Upscale 2×
    </Button>
  );
}
