import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { urls } from "~/utils/urls";
import { ADMIN_ACTION_OPTIONS, AUDIT_LOG_SEARCH_MAX, auditLogHref, isAuditLogFiltered, type AuditLogQuery } from "./audit-log-query";

/** The Audit log's filters: a plain GET form that works without JavaScript. */
export function AuditLogFilters({ query }: { query: AuditLogQuery }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={urls.adminAuditLog()}
      role="search"
      aria-label="Filter admin actions"
      // Remounts on every new query, so the fields show what is applied.
      key={auditLogHref(query)}
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_10rem_10rem_auto] lg:items-end"
      onSubmit={(event) => {
        // With JavaScript, empty fields stay out of the address.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        for (const [key, value] of [...fields.entries()]) if (value === "") fields.delete(key);
        void submit(fields, { method: "get", action: urls.adminAuditLog() });
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="audit-log-q">Search</Label>
        <Input
          id="audit-log-q"
          name="q"
          type="search"
          maxLength={AUDIT_LOG_SEARCH_MAX}
          defaultValue={query.q ?? ""}
          placeholder="The admin's or the target's e-mail"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-log-action">Action</Label>
        <NativeSelect id="audit-log-action" name="action" defaultValue={query.action ?? ""}>
          <option value="">All actions</option>
          {ADMIN_ACTION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-log-from">From</Label>
        <Input id="audit-log-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-log-to">To</Label>
        <Input id="audit-log-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <div className="flex gap-2">
        {isAuditLogFiltered(query) ? (
          <Button asChild variant="ghost">
            <Link to={urls.adminAuditLog()}>Clear</Link>
          </Button>
        ) : null}
        <Button type="submit">Apply filters</Button>
      </div>
    </Form>
  );
}
