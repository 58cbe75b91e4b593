import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { urls } from "~/utils/urls";
import { CALL_STATUSES, PAYMENT_KINDS, PAYMENT_STATUSES, PAYMENTS_SEARCH_MAX, isFiltered, paymentsHref, type PaymentsQuery } from "./payments-query";

type Option = { value: string; label: string };

/** A plain GET form that works without JavaScript; with it, empty fields stay out of the address. */
function FilterForm({ query, label, className, children }: { query: PaymentsQuery; label: string; className: string; children: ReactNode }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={urls.adminPayments()}
      role="search"
      aria-label={label}
      // Remounts on every new query, so the fields show what is applied.
      key={paymentsHref(query)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        for (const [key, value] of [...fields.entries()]) if (value === "") fields.delete(key);
        void submit(fields, { method: "get", action: urls.adminPayments() });
      }}
    >
      {query.tab === "payments" ? null : <input type="hidden" name="tab" value={query.tab} />}
      {children}
      <div className="flex gap-2">
        {isFiltered(query) ? (
          <Button asChild variant="ghost">
            <Link to={paymentsHref({ tab: query.tab })}>Clear</Link>
          </Button>
        ) : null}
        <Button type="submit">Apply filters</Button>
      </div>
    </Form>
  );
}

function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  options,
}: Option & { id: string; name: string; allLabel: string; options: readonly Option[] }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The Payments tab's filters: the payer's e-mail, the status and the kind. */
export function PaymentsFilters({ query }: { query: Extract<PaymentsQuery, { tab: "payments" }> }) {
  return (
    <FilterForm
      query={query}
      label="Filter payments"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_12rem_auto] lg:items-end"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="payments-q">Search</Label>
        <Input id="payments-q" name="q" type="search" maxLength={PAYMENTS_SEARCH_MAX} defaultValue={query.q ?? ""} placeholder="The payer's e-mail" />
      </div>
      <FilterSelect id="payments-status" name="status" label="Status" allLabel="All statuses" value={query.status ?? ""} options={PAYMENT_STATUSES} />
      <FilterSelect id="payments-kind" name="kind" label="Kind" allLabel="All kinds" value={query.kind ?? ""} options={PAYMENT_KINDS} />
    </FilterForm>
  );
}

/** The Provider calls tab's filter: the call's status. */
export function PaymentsCallsFilter({ query }: { query: Extract<PaymentsQuery, { tab: "calls" }> }) {
  return (
    <FilterForm
      query={query}
      label="Filter provider calls"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-[14rem_auto] sm:items-end"
    >
      <FilterSelect id="calls-status" name="status" label="Status" allLabel="All statuses" value={query.status ?? ""} options={CALL_STATUSES} />
    </FilterForm>
  );
}
