import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { layerLabel, type AuditEvent, type AuditQuery } from "../safety-audit";
import { CategoryBadges, PromptText, Reason, UserLink } from "./audit-event-parts";
import { UtcTime } from "./utc-time";

type AuditEventsProps = { events: AuditEvent[]; query: AuditQuery };

/** The refusals as cards on small screens and as a table from the lg breakpoint. */
export function AuditEvents(props: AuditEventsProps) {
  return (
    <>
      <EventCards {...props} />
      <EventTable {...props} />
    </>
  );
}

function EventCards({ events, query }: AuditEventsProps) {
  return (
    <ul className="grid gap-3 lg:hidden" aria-label="Refusals">
      {events.map((event) => (
        <li key={event.id} className="bg-card grid gap-3 rounded-xl border p-4 text-sm" data-testid="audit-event">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <UserLink email={event.userEmail} query={query} />
            <span className="text-muted-foreground text-xs">
              <UtcTime iso={event.createdAt} />
            </span>
          </div>
          <CategoryBadges event={event} withLayer />
          <dl className="grid gap-2">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground text-xs font-medium">Reason</dt>
              <dd>
                <Reason event={event} />
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground text-xs font-medium">Prompt</dt>
              <dd>
                <PromptText event={event} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function EventTable({ events, query }: AuditEventsProps) {
  return (
    <div className="bg-card hidden rounded-xl border lg:block">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-26 pl-4">Time</TableHead>
            <TableHead className="w-44">User</TableHead>
            <TableHead className="w-24">Layer</TableHead>
            <TableHead className="w-40">Category</TableHead>
            <TableHead className="w-44">Reason</TableHead>
            <TableHead className="pr-4">Prompt</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} className="[&>td]:align-top [&>td]:whitespace-normal" data-testid="audit-event">
              <TableCell className="text-muted-foreground pl-4 text-xs">
                <UtcTime iso={event.createdAt} stacked />
              </TableCell>
              <TableCell className="wrap-anywhere">
                <UserLink email={event.userEmail} query={query} />
              </TableCell>
              <TableCell>{layerLabel(event.layer)}</TableCell>
              <TableCell>
                <CategoryBadges event={event} />
              </TableCell>
              <TableCell>
                <Reason event={event} />
              </TableCell>
              <TableCell className="pr-4">
                <PromptText event={event} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
