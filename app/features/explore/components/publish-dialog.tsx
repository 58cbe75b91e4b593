import Globe from "lucide-react/icons/globe";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { urls } from "~/utils/urls";
import { publish, readPublishState, unpublish, type ApiError, type PublishState } from "../client-api";
import { TITLE_MAX } from "../explore-rules";

type Loaded = { status: "loading" } | { status: "failed"; error: ApiError } | { status: "ready"; state: PublishState };

/**
 * 'Publish' in My Images' picture view: a small dialog with an optional title
 * and 'Hide prompt'. It reads the picture's publish state when opened; a
 * published picture can be changed or unpublished there. The server refuses
 * private pictures; the dialog says so before anything is sent.
 */
export function PublishButton({ pictureId, isPrivate }: { pictureId: string; isPrivate: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [title, setTitle] = useState("");
  const [hidePrompt, setHidePrompt] = useState(false);
  const [busy, setBusy] = useState<null | "publish" | "unpublish">(null);
  const titleId = useId();
  const hideId = useId();

  // The state is read each time the dialog opens (it may have changed in another tab).
  function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setLoaded({ status: "loading" });
    void readPublishState(pictureId).then((answer) => {
      if (!answer.ok) return setLoaded({ status: "failed", error: answer.error });
      setLoaded({ status: "ready", state: answer });
      setTitle(answer.title ?? "");
      setHidePrompt(answer.hidePrompt);
    });
  }

  const state = loaded.status === "ready" ? loaded.state : null;
  const published = state?.published ?? false;
  const privateNow = isPrivate || Boolean(state?.private);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy("publish");
    const answer = await publish(pictureId, { title, hidePrompt });
    setBusy(null);
    if (!answer.ok) {
      toast.error(answer.error.title, { description: answer.error.message });
      return;
    }
    toast.success(published ? "Changes saved" : "Picture published", { description: published ? undefined : "It is on Explore now." });
    setLoaded({ status: "ready", state: answer });
  }

  async function withdraw() {
    setBusy("unpublish");
    const answer = await unpublish(pictureId);
    setBusy(null);
    if (!answer.ok) {
      toast.error(answer.error.title, { description: answer.error.message });
      return;
    }
    toast.success("Picture unpublished", { description: "It is no longer on Explore." });
    setLoaded({ status: "ready", state: answer });
    setTitle("");
    setHidePrompt(false);
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          <Globe aria-hidden="true" /> Publish
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" data-testid="publish-dialog">
        <DialogTitle>{published ? "Published" : "Publish"}</DialogTitle>
        <DialogDescription>
          {published
            ? "This picture is on Explore and has its own page, with your username."
            : "Publish this picture on Explore and give it its own page, with your username. Anyone can like and remix it."}
        </DialogDescription>
        {loaded.status === "loading" ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
            <Spinner /> Loading...
          </p>
        ) : loaded.status === "failed" ? (
          <p role="alert" className="text-destructive text-sm">
            {loaded.error.title}: {loaded.error.message}
          </p>
        ) : privateNow ? (
          <p role="alert" className="text-sm">
            Private pictures cannot be published. Turn Private off first.
          </p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            {state?.hidden ? (
              <p role="status" className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm">
                This picture is hidden while a report is reviewed.
              </p>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={titleId}>Title (optional)</Label>
              <Input
                id={titleId}
                name="title"
                value={title}
                maxLength={TITLE_MAX}
                onChange={(event) => setTitle(event.target.value)}
                placeholder="Give it a name"
                autoComplete="off"
              />
              <p className="text-muted-foreground text-xs tabular-nums">
                {title.length}/{TITLE_MAX}
              </p>
            </div>
            <div className="flex items-start gap-2">
              <Checkbox id={hideId} checked={hidePrompt} onCheckedChange={(value) => setHidePrompt(value === true)} className="mt-0.5" />
              <div className="flex flex-col gap-0.5">
                <Label htmlFor={hideId}>Hide prompt</Label>
                <p className="text-muted-foreground text-xs">
                  Visitors see the picture and its model, not your prompt. Remix then starts without it.
                </p>
              </div>
            </div>
            <DialogFooter className="gap-2 sm:justify-between">
              {published ? (
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" className="text-destructive" disabled={busy !== null} onClick={withdraw}>
                    {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
                  </Button>
                  <Button asChild variant="link">
                    <Link to={urls.picture(pictureId)}>View page</Link>
                  </Button>
                </div>
              ) : (
                <span />
              )}
              <Button type="submit" disabled={busy !== null}>
                {busy === "publish" ? "Publishing..." : published ? "Save" : "Publish"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
