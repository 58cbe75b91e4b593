import Flag from "lucide-react/icons/flag";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_SENT_MESSAGE, type ReportReason } from "~/features/moderation/picture-reports";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { urls } from "~/utils/urls";
import { useOptionalUser } from "~/utils/user";

type Outcome = { kind: "sent" | "already"; message: string } | { kind: "error"; title: string; message: string } | null;

/** Sends the report; every answer becomes a message in the dialog, never an error page. */
async function sendReport(pictureId: string, reason: ReportReason, details: string): Promise<Outcome> {
  try {
    const response = await fetch(urls.apiPictureReport(pictureId), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ reason, details }),
    });
    const body = (await response.json().catch(() => null)) as {
      ok?: boolean;
      message?: string;
      error?: { code?: string; title: string; message: string };
    } | null;
    if (response.ok && body?.ok) return { kind: "sent", message: body.message ?? REPORT_SENT_MESSAGE };
    if (body?.error?.code === "CONFLICT") return { kind: "already", message: body.error.message };
    return {
      kind: "error",
      title: body?.error?.title ?? ERROR_MESSAGES.unexpectedError.title,
      message: body?.error?.message ?? ERROR_MESSAGES.unexpectedError.message,
    };
  } catch {
    return {
      kind: "error",
      title: ERROR_MESSAGES.unexpectedError.title,
      message: "The report could not be sent. Check your connection and try again.",
    };
  }
}

/**
 * 'Report' on a published picture: a dialog with the reasons, optional
 * details and 'Send report'. A signed-out visitor is sent to sign in instead.
 */
export function ReportButton({ pictureId }: { pictureId: string }) {
  const user = useOptionalUser();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [reasonMissing, setReasonMissing] = useState(false);

  if (!user) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={urls.auth()} aria-label="Report this picture (sign in first)">
          <Flag aria-hidden="true" />
          Report
        </Link>
      </Button>
    );
  }

  const done = outcome !== null && outcome.kind !== "error" ? outcome : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    setSending(true);
    setOutcome(null);
    setOutcome(await sendReport(pictureId, reason, details));
    setSending(false);
  }

  function onOpenChange(next: boolean) {
    if (sending) return;
    setOpen(next);
    if (!next && outcome?.kind === "error") setOutcome(null);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Flag aria-hidden="true" />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Report this picture</DialogTitle>
          <DialogDescription>
            An operator reviews every report. A report for &lsquo;Minor&rsquo; hides the picture at once until then.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <div className="grid gap-4">
            <p role="status" className="text-sm" data-testid="report-outcome">
              {done.message}
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                Close
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <fieldset className="grid gap-2" aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}>
              <legend className="mb-2 text-sm font-medium">Reason</legend>
              <RadioGroup
                name="reason"
                value={reason}
                onValueChange={(value) => {
                  setReason(value as ReportReason);
                  setReasonMissing(false);
                }}
                aria-invalid={reasonMissing || undefined}
                disabled={sending}
              >
                {REPORT_REASONS.map((option) => (
                  <div key={option.value} className="flex items-center gap-2">
                    <RadioGroupItem value={option.value} id={`${id}-${option.value}`} />
                    <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
              {reasonMissing ? (
                <p id={`${id}-reason-error`} className="text-destructive text-sm" role="alert">
                  Choose a reason for the report.
                </p>
              ) : null}
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-details`}>Details (optional)</Label>
              <Textarea
                id={`${id}-details`}
                name="details"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                disabled={sending}
                aria-describedby={`${id}-details-count`}
              />
              <span id={`${id}-details-count`} className="text-muted-foreground text-right text-xs">
                {details.length}/{REPORT_DETAILS_MAX}
              </span>
            </div>
            {outcome?.kind === "error" ? (
              <div role="alert" className="border-destructive/50 text-destructive rounded-md border p-3 text-sm">
                <p className="font-medium">{outcome.title}</p>
                <p>{outcome.message}</p>
              </div>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" disabled={sending}>
                {sending ? <Spinner label="Sending..." /> : null}
                Send report
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
