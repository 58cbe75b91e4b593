import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { urls } from "~/utils/urls";
import { usersHref } from "./users-href";
import { USER_STATUS_FILTERS, USER_STATUS_LABELS, type UsersQuery } from "./users-query";

/** Search and status filter of the Users list: a plain GET form that works without JavaScript. */
export function UsersFilters({ query }: { query: UsersQuery }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={urls.adminUsers()}
      role="search"
      aria-label="Find users"
      // Remounts on every new query, so the fields show what is applied.
      key={usersHref(query)}
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      onSubmit={(event) => {
        // With JavaScript, empty fields stay out of the address.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        for (const [key, value] of [...fields.entries()]) if (value === "") fields.delete(key);
        void submit(fields, { method: "get", action: urls.adminUsers() });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="users-q">Search</Label>
        <Input id="users-q" name="q" type="search" maxLength={200} defaultValue={query.q ?? ""} placeholder="E-mail, name or account id" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="users-status">Status</Label>
        <NativeSelect id="users-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">All accounts</option>
          {USER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        {query.q || query.status ? (
          <Button asChild variant="ghost">
            <Link to={urls.adminUsers()}>Clear</Link>
          </Button>
        ) : null}
        <Button type="submit">Search</Button>
      </div>
    </Form>
  );
}
