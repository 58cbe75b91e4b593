import EyeOff from "lucide-react/icons/eye-off";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { ButtonLink, PlainButton } from "~/components/ui/plain-button";
import { urls } from "~/utils/urls";
import { confirmAdult } from "../client-api";

/** Over a blurred NSFW picture: a signed-in visitor confirms 18+ here; a visitor signs in first. */
export function AdultGate({ signedIn }: { signedIn: boolean }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const answer = await confirmAdult();
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error.title, { description: answer.error.message });
      return;
    }
    await revalidator.revalidate();
  }
  return (
    <div className="bg-background/80 absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center" data-testid="adult-gate">
      <EyeOff aria-hidden="true" className="size-8" />
      <p className="max-w-xs font-medium">This picture is NSFW. It stays blurred until you confirm that you are 18 or older.</p>
      {signedIn ? (
        <PlainButton type="button" onClick={confirm} disabled={busy || revalidator.state !== "idle"}>
          {busy ? "Confirming..." : "I am 18 or older"}
        </PlainButton>
      ) : (
        <ButtonLink to={urls.auth()}>Sign in to confirm</ButtonLink>
      )}
    </div>
  );
}
