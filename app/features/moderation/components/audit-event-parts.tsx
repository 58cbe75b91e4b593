import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { auditHref, categoryLabel, layerLabel, type AuditEvent, type AuditQuery } from "../safety-audit";
import { LongText } from "./long-text";

// The pieces of one refusal, shared by the card list (small screens) and the table.

export function CategoryBadges({ event, withLayer = false }: { event: AuditEvent; withLayer?: boolean }) {
  return (
    <div className="flex flex-wrap gap-1">
      {withLayer ? <Badge variant="outline">{layerLabel(event.layer)}</Badge> : null}
      <Badge variant={event.category === "sexual-minors" ? "destructive" : "outline"} className="whitespace-normal">
        {categoryLabel(event.category)}
      </Badge>
      {event.minorSignal ? <Badge variant="secondary">Minor signal</Badge> : null}
      {event.isNsfw ? <Badge variant="outline">NSFW on</Badge> : null}
    </div>
  );
}

export function Reason({ event }: { event: AuditEvent }) {
  return (
    <div className="grid gap-0.5">
      <LongText text={event.reason} limit={160} />
      {event.checker ? <span className="text-muted-foreground text-xs">Checker: {event.checker}</span> : null}
    </div>
  );
}

export function PromptText({ event }: { event: AuditEvent }) {
  return (
    <div className="grid gap-1">
      <LongText text={event.prompt} />
      {event.negativePrompt ? (
        <div className="text-muted-foreground text-xs">
          <span className="font-medium">Excluded: </span>
          <LongText text={event.negativePrompt} limit={80} />
        </div>
      ) : null}
    </div>
  );
}

export function UserLink({ email, query }: { email: string; query: AuditQuery }) {
  if (!email) return <span className="text-muted-foreground">Unknown</span>;
  return (
    <Link
      to={auditHref({ ...query, q: email, page: undefined })}
      className="text-foreground wrap-anywhere underline-offset-4 hover:underline"
      title={`Show the refusals of ${email}`}
    >
      <EmailText email={email} />
    </Link>
  );
}

/** An address that may break after its "@" before it breaks anywhere else. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
