import { useState } from "react";
import { toast } from "~/components/toaster";
import { postAdultConfirmation } from "../client-api";
import { useLoaderState } from "./use-loader-state";

/** The 18+ confirmation NSFW needs: whether it is given, the dialog that asks, and saving the answer. */
export function useAdultConfirmation(loaderValue: boolean, onConfirmed: () => void) {
  const [confirmed, setConfirmed] = useLoaderState(loaderValue);
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    const answer = await postAdultConfirmation().catch(() => null);
    if (!answer?.ok) {
      toast.error("Error", { description: answer && !answer.ok ? answer.error.message : "Could not save your answer. Please try again." });
      return false;
    }
    setConfirmed(true);
    onConfirmed();
    return true;
  };

  return { confirmed, asking, setAsking, ask: () => setAsking(true), confirm };
}
