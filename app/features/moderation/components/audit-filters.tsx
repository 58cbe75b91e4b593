import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { urls } from "~/utils/urls";
import { AUDIT_CATEGORIES, AUDIT_LAYERS, AUDIT_SEARCH_MAX, auditHref, isFiltered, type AuditQuery } from "../safety-audit";

const selectClass =
  "border-input bg-background text-foreground h-9 w-full rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]";

/** The audit's filter form: a plain GET form that works without JavaScript. */
export function AuditFilters({ query }: { query: AuditQuery }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={urls.adminModeration()}
      role="search"
      aria-label="Filter refusals"
      // The form remounts on every new query, so its fields show what is applied.
      key={auditHref(query)}
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_16rem]"
      onSubmit={(event) => {
        // With JavaScript, leave empty fields out of the address; without it the server ignores them.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        for (const [key, value] of [...fields.entries()]) if (value === "") fields.delete(key);
        void submit(fields, { method: "get", action: urls.adminModeration() });
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="audit-q">Search</Label>
        <Input id="audit-q" name="q" type="search" maxLength={AUDIT_SEARCH_MAX} defaultValue={query.q ?? ""} placeholder="E-mail or prompt text" />
      </div>
      <FilterSelect name="layer" label="Layer" allLabel="All layers" value={query.layer} options={AUDIT_LAYERS} />
      <FilterSelect name="category" label="Category" allLabel="All categories" value={query.category} options={AUDIT_CATEGORIES} />
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-3">
        <div className="flex items-center gap-2">
          <input
            id="audit-minor"
            name="minor"
            type="checkbox"
            value="1"
            defaultChecked={query.minor === true}
            className="accent-primary focus-visible:ring-ring/50 size-4 rounded outline-none focus-visible:ring-[3px]"
          />
          <Label htmlFor="audit-minor" className="font-normal whitespace-nowrap">
            Minor signals only
          </Label>
        </div>
        <div className="flex gap-2">
          {isFiltered(query) ? (
            <Button asChild variant="ghost">
              <Link to={urls.adminModeration()}>Clear</Link>
            </Button>
          ) : null}
          <Button type="submit">Apply filters</Button>
        </div>
      </div>
    </Form>
  );
}

type FilterSelectProps = {
  name: "layer" | "category";
  label: string;
  /** The first option, which sends "" (no filter). */
  allLabel: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
};

function FilterSelect({ name, label, allLabel, value, options }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`audit-${name}`}>{label}</Label>
      <select id={`audit-${name}`} name={name} defaultValue={value ?? ""} className={selectClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
