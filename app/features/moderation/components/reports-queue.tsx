import Flag from "lucide-react/icons/flag";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { isOverdue, REPORT_OVERDUE_HOURS, reportAge, reportReasonLabel, type ReportedPicture } from "../picture-reports";

const reportsCount = (n: number) => `${n} open ${n === 1 ? "report" : "reports"}`;

/** The Safety page's 'Reports' queue: each reported picture, the one waiting longest first, with 'Remove picture' and 'Dismiss'. */
export function ReportsQueue({ reports }: { reports: { pictures: ReportedPicture[]; openReports: number; now: string } }) {
  const now = new Date(reports.now);
  return (
    <Card role="region" aria-labelledby="reports-title">
      <CardHeader>
        <CardTitle>
          <h2 id="reports-title" className="flex items-center gap-2 text-lg">
            <Flag aria-hidden="true" className="size-5" />
            Reports
          </h2>
        </CardTitle>
        <CardDescription>
          Published pictures visitors reported, the one waiting longest first. A report for &lsquo;Minor&rsquo; hides the picture until it is handled;
          reports older than {REPORT_OVERDUE_HOURS} hours are flagged.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reports.pictures.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm" data-testid="no-reports">
            <ShieldCheck aria-hidden="true" className="size-4" />
            No open reports.
          </p>
        ) : (
          <div className="grid gap-3">
            <p className="text-muted-foreground text-sm" data-testid="reports-count">
              {reportsCount(reports.openReports)}
            </p>
            <ul className="grid gap-4" aria-label="Reported pictures">
              {reports.pictures.map((picture) => (
                <ReportedPictureItem key={picture.generationId} picture={picture} now={now} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ReportedPictureItem({ picture, now }: { picture: ReportedPicture; now: Date }) {
  const overdue = isOverdue(picture.oldestAt, now);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("generationId") === picture.generationId;
  const busyIntent = busy ? navigation.formData?.get("intent") : null;
  const label = `picture by ${picture.author?.name ?? "a deleted account"}`;
  return (
    <li
      className={cn("grid gap-4 rounded-lg border p-3 sm:grid-cols-[8rem_1fr]", overdue && "border-destructive/60")}
      data-testid="reported-picture"
      data-generation-id={picture.generationId}
    >
      <ReportThumb picture={picture} />
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {picture.author ? (
            <Link to={urls.adminUser(picture.author.id)} className="text-primary font-medium wrap-anywhere underline-offset-4 hover:underline">
              {picture.author.name}
            </Link>
          ) : (
            <span className="text-muted-foreground">Deleted account</span>
          )}
          {overdue ? (
            <Badge variant="destructive" data-testid="report-overdue">
              Over {REPORT_OVERDUE_HOURS} h
            </Badge>
          ) : null}
          {picture.hidden ? <Badge variant="secondary">Hidden until reviewed</Badge> : null}
          {picture.isNsfw ? <Badge variant="outline">NSFW</Badge> : null}
        </div>
        <ul className="grid gap-2" aria-label="Reports on this picture">
          {picture.reports.map((report) => (
            <li key={report.id} className="grid gap-0.5 text-sm" data-testid="report">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{reportReasonLabel(report.reason)}</span>
                <span className="text-muted-foreground">
                  <time dateTime={report.createdAt} title={report.createdAt} data-testid="report-age">
                    {reportAge(report.createdAt, now)}
                  </time>{" "}
                  ago · by <span className="wrap-anywhere">{report.reporterName}</span>
                </span>
              </span>
              {report.details ? <span className="wrap-anywhere whitespace-pre-line">{report.details}</span> : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <RemovePicture generationId={picture.generationId} label={label} pending={busyIntent === "remove-picture"} disabled={busy} />
          <Form method="post">
            <input type="hidden" name="intent" value="dismiss-reports" />
            <input type="hidden" name="generationId" value={picture.generationId} />
            <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Dismiss the reports on the ${label}`}>
              {busyIntent === "dismiss-reports" ? <Spinner label="Dismissing..." /> : null}
              Dismiss
            </Button>
          </Form>
        </div>
      </div>
    </li>
  );
}

/** The thumbnail; an NSFW one stays blurred until the operator chooses to see it. */
function ReportThumb({ picture }: { picture: ReportedPicture }) {
  const [revealed, setRevealed] = useState(false);
  if (!picture.thumbUrl) {
    return (
      <div className="bg-muted text-muted-foreground flex aspect-square w-32 items-center justify-center rounded-md text-center text-xs">
        Picture no longer stored
      </div>
    );
  }
  const blurred = picture.isNsfw && !revealed;
  return (
    <div className="relative w-32">
      <img
        src={picture.thumbUrl}
        alt="Reported"
        width={128}
        height={128}
        loading="lazy"
        className={cn("aspect-square w-32 rounded-md object-cover", blurred && "blur-xl")}
      />
      {blurred ? (
        <Button type="button" size="sm" variant="secondary" className="absolute inset-x-2 top-1/2 -translate-y-1/2" onClick={() => setRevealed(true)}>
          Show
        </Button>
      ) : null}
    </div>
  );
}

function RemovePicture({ generationId, label, pending, disabled }: { generationId: string; label: string; pending: boolean; disabled: boolean }) {
  const hydrated = useHydrated();
  const location = useLocation();
  // Open on this page visit only: the redirect after the action is a new visit, which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpenOn(next ? location.key : null)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" size="sm" disabled={!hydrated || disabled} aria-label={`Remove the ${label}`}>
          Remove picture
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="remove-picture" />
          <input type="hidden" name="generationId" value={generationId} />
          <AlertDialogHeader>
            <AlertDialogTitle>Remove this picture?</AlertDialogTitle>
            <AlertDialogDescription>
              The picture is deleted everywhere (its page, Explore, the media library, its files) and its author is told by e-mail. This cannot be
              undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <Spinner label="Removing..." /> : null}
              Remove picture
            </Button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
