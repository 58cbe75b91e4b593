import Heart from "lucide-react/icons/heart";
import { useState } from "react";
import { toast } from "~/components/toaster";
import { ButtonLink, PlainButton } from "~/components/ui/plain-button";
import { formatNumber } from "~/utils/format-number";
import { urls } from "~/utils/urls";
import { like } from "../client-api";

/** 'Like' with the picture's exact count; a visitor is sent to sign in first. */
export function LikeButton({ pictureId, liked, likeCount, signedIn }: { pictureId: string; liked: boolean; likeCount: number; signedIn: boolean }) {
  const [state, setState] = useState({ liked, likeCount });
  const [busy, setBusy] = useState(false);
  const count = (
    <span className="tabular-nums" data-testid="like-count">
      {formatNumber(state.likeCount)}
    </span>
  );
  if (!signedIn) {
    return (
      <ButtonLink to={urls.auth()} variant="outline" aria-label={`Like (${state.likeCount}): sign in first`}>
        <Heart aria-hidden="true" /> Like {count}
      </ButtonLink>
    );
  }
  async function toggle() {
    const next = !state.liked;
    const before = state;
    setBusy(true);
    setState({ liked: next, likeCount: Math.max(0, before.likeCount + (next ? 1 : -1)) });
    const answer = await like(pictureId, next);
    setBusy(false);
    if (answer.ok) setState({ liked: answer.liked, likeCount: answer.likeCount });
    else {
      setState(before);
      toast.error(answer.error.title, { description: answer.error.message });
    }
  }
  return (
    <PlainButton type="button" variant="outline" aria-pressed={state.liked} disabled={busy} onClick={toggle}>
      <Heart aria-hidden="true" className={state.liked ? "fill-red-500 text-red-500" : undefined} /> Like {count}
    </PlainButton>
  );
}
