import { Link } from "react-router";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UtcTime } from "~/components/utc-time";
import { urls } from "~/utils/urls";
import { adminActionLabel, type AdminActionChange, type AdminActionRow } from "~/routes/admin/audit-log/audit-log-query";

/** What the action changed: one line per key that differs, `key: before → after`. */
export function AdminActionChanges({ changes }: { changes: AdminActionChange[] }) {
  if (changes.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5 text-xs">
      {changes.map((change) => (
        <li key={change.key} className="wrap-anywhere">
          <span className="text-muted-foreground">{change.key}:</span>{" "}
          {change.before === null ? (
            <span>{change.after}</span>
          ) : (
            <>
              <span>{change.before}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">became</span> <span>{change.after ?? "—"}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Target({ row }: { row: AdminActionRow }) {
  if (!row.targetUserId) return <span className="text-muted-foreground">—</span>;
  return (
    <Link to={urls.adminUser(row.targetUserId)} className="text-primary underline-offset-4 hover:underline">
      {row.targetEmail ?? row.targetUserId}
    </Link>
  );
}

/**
 * Admin actions as a table, newest first as given: when, who, what, on whom, why
 * and what changed. Used by the Audit log and by a user's page.
 */
export function AdminActionsTable({ rows }: { rows: AdminActionRow[] }) {
  return (
    <div className="bg-card overflow-x-auto rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">When</TableHead>
            <TableHead>Admin</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead className="pr-4">Change</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} className="[&>td]:align-top [&>td]:whitespace-normal" data-testid="admin-action">
              <TableCell className="text-muted-foreground pl-4 text-xs">
                <UtcTime iso={row.createdAt} />
              </TableCell>
              <TableCell className="wrap-anywhere">{row.adminEmail}</TableCell>
              <TableCell className="font-medium">{adminActionLabel(row.action)}</TableCell>
              <TableCell className="wrap-anywhere">
                <Target row={row} />
              </TableCell>
              <TableCell className="max-w-64 wrap-anywhere">{row.reason ?? <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="pr-4">
                <AdminActionChanges changes={row.changes} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
