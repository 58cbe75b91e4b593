import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MAX_PACKS, PLAN_TYPES, type Pricing } from "~/features/settings/plans-schema";
import { SwitchField, TextAreaField, TextField } from "./settings-form";

// The 'Plans and credit packs' section's fields. Prices are typed in dollars
// (the server keeps cents); feature lines one a line; one empty pack row to add
// a pack, and a row emptied is a pack removed. The server's messages come back
// keyed by the setting's path (`plans.creator.priceCents.monthly`, `packs.2.credits`).

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The first message of a field or of anything under it (a feature line's message shows under the feature lines). */
function errorUnder(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

export function PlansFields({ pricing, errors }: { pricing: Pricing; errors: Record<string, string> }) {
  const packRows = [...pricing.packs.map((pack) => ({ ...pack })), ...(pricing.packs.length < MAX_PACKS ? [null] : [])];
  return (
    <>
      {PLAN_TYPES.map((type) => {
        const plan = pricing.plans[type];
        const path = `plans.${type}`;
        return (
          <fieldset key={type} className="grid gap-4 rounded-md border p-4">
            <legend className="px-1 text-sm font-semibold">{type === "creator" ? "Creator plan" : "Agency plan"}</legend>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <TextField
                id={`plan-${type}-name`}
                name={`plan-${type}-name`}
                label="Name"
                maxLength={30}
                defaultValue={plan.name}
                error={errors[`${path}.name`]}
              />
              <TextField
                id={`plan-${type}-audience`}
                name={`plan-${type}-audience`}
                label="Audience line"
                maxLength={80}
                defaultValue={plan.audience}
                error={errors[`${path}.audience`]}
              />
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-3">
              <TextField
                id={`plan-${type}-monthly`}
                name={`plan-${type}-monthly`}
                label="Monthly price ($)"
                inputMode="decimal"
                defaultValue={dollars(plan.priceCents.monthly)}
                error={errors[`${path}.priceCents.monthly`]}
              />
              <TextField
                id={`plan-${type}-yearly`}
                name={`plan-${type}-yearly`}
                label="Yearly price ($)"
                inputMode="decimal"
                defaultValue={dollars(plan.priceCents.yearly)}
                error={errors[`${path}.priceCents.yearly`]}
              />
              <TextField
                id={`plan-${type}-credits`}
                name={`plan-${type}-credits`}
                label="Credits per period"
                inputMode="numeric"
                defaultValue={String(plan.creditsPerPeriod)}
                error={errors[`${path}.creditsPerPeriod`]}
              />
            </div>
            <TextAreaField
              id={`plan-${type}-features`}
              name={`plan-${type}-features`}
              label="Feature lines"
              hint="One a line, shown as the plan's list in the plan dialog."
              rows={6}
              defaultValue={plan.features.join("\n")}
              error={errorUnder(errors, `${path}.features`)}
            />
          </fieldset>
        );
      })}

      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-semibold">Credit packs</legend>
        <p className="text-muted-foreground text-xs">Whole dollars. Empty a row to remove its pack; fill the empty row to add one.</p>
        <ul className="grid gap-3" aria-label="Credit packs">
          {packRows.map((pack, index) => {
            const cell = (name: string, field: string, label: string, value: number | undefined) => {
              const id = `pack-${index}-${field}`;
              const error = errors[`packs.${index}.${field}`];
              return (
                <div className="grid gap-1.5">
                  <Label htmlFor={id}>{label}</Label>
                  <Input
                    id={id}
                    name={name}
                    inputMode="numeric"
                    defaultValue={value === undefined ? "" : String(value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="text-destructive text-sm">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            };
            return (
              <li
                key={index}
                aria-label={pack ? `Pack ${index + 1}` : "New pack"}
                className="grid grid-cols-3 items-start gap-3 rounded-md border p-3"
              >
                {cell("packDollars", "dollars", "Dollars", pack?.dollars)}
                {cell("packCredits", "credits", "Credits", pack?.credits)}
                {cell("packBonus", "bonusPercentage", "Bonus %", pack?.bonusPercentage)}
              </li>
            );
          })}
        </ul>
        {errors.packs ? <p className="text-destructive text-sm">{errors.packs}</p> : null}
      </fieldset>

      <div className="grid gap-1">
        <SwitchField
          id="plans-offer-packs"
          name="offerPacksToEveryPlan"
          label="Offer credit packs to every plan"
          defaultChecked={pricing.offerPacksToEveryPlan}
        />
        <p className="text-muted-foreground text-xs">
          Off: only Agency subscribers are offered packs from 'Buy Credits'; others see the plans. On: the plan dialog also offers the packs.
        </p>
      </div>
    </>
  );
}
