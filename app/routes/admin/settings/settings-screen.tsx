import type { OperatorSettings } from "~/features/settings/settings-schema";
import { urls } from "~/utils/urls";
import type { ModelRow } from "../settings.server";
import { DemoDataCard } from "./demo-data-card";
import { LogoField } from "./logo-field";
import { ModelsFields } from "./models-fields";
import { PlansFields } from "./plans-fields";
import { SettingsSectionForm, SwitchField, TextAreaField, TextField } from "./settings-form";

/** /hidden/admin/settings: the operator's settings, one form per section (CONTRACT "Operator settings"). */
export function SettingsScreen({
  settings,
  models,
  demoData,
}: {
  settings: OperatorSettings;
  models: ModelRow[];
  demoData: { present: boolean; accounts: number };
}) {
  const { brand, newAccounts, legal, announcement, maintenance } = settings;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground text-sm">
          Changes apply to every page, e-mail and checkout within seconds, and are recorded in the audit log.
        </p>
      </div>

      <SettingsSectionForm section="brand" description="The name, tagline and logo shown in the nav, titles, search results, e-mails and the footer.">
        {(errors) => (
          <>
            <TextField id="brand-site-name" name="siteName" label="Site name" defaultValue={brand.siteName} maxLength={40} error={errors.siteName} />
            <TextField
              id="brand-tagline"
              name="tagline"
              label="Tagline"
              hint="The home page's headline and title."
              defaultValue={brand.tagline}
              error={errors.tagline}
            />
            <LogoField defaultValue={brand.logoUrl} error={errors.logoUrl} />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <TextField
                id="brand-featured-label"
                name="featuredOnLabel"
                label="Featured on badge"
                hint="Empty: no badge in the footer."
                defaultValue={brand.featuredOnLabel}
                error={errors.featuredOnLabel}
              />
              <TextField
                id="brand-featured-url"
                name="featuredOnUrl"
                label="Badge link"
                inputMode="url"
                defaultValue={brand.featuredOnUrl}
                error={errors.featuredOnUrl}
              />
            </div>
          </>
        )}
      </SettingsSectionForm>

      <SettingsSectionForm
        section="plans"
        description="What the plan dialog, the top-up dialog and the billing page show, and what checkout charges. A checkout already opened, and a current subscriber's renewals, keep the price and credits they started with."
      >
        {(errors) => <PlansFields pricing={settings.plans} errors={errors} />}
      </SettingsSectionForm>

      <SettingsSectionForm section="newAccounts" description="What a new account starts with.">
        {(errors) => (
          <TextField
            id="new-accounts-credits"
            name="signupCredits"
            label="Sign-up credits"
            inputMode="numeric"
            defaultValue={String(newAccounts.signupCredits)}
            error={errors.signupCredits}
          />
        )}
      </SettingsSectionForm>

      <SettingsSectionForm
        section="models"
        description="The models offered in the workspace and by GET /api/models, in this order (lowest first). A model turned off is not listed and is refused by the API. New self-hosted checkpoints are on until you turn them off."
      >
        {(errors) => <ModelsFields rows={models} defaultModel={settings.models.defaultModel} errors={errors} />}
      </SettingsSectionForm>

      <SettingsSectionForm
        section="legal"
        description={`Markdown (no HTML). Shown at ${urls.terms()}, ${urls.privacy()} and ${urls.support()}, linked from every page's footer.`}
      >
        {(errors) => (
          <>
            <TextAreaField
              id="legal-terms"
              name="termsOfService"
              label="Terms of Service"
              rows={8}
              defaultValue={legal.termsOfService}
              error={errors.termsOfService}
            />
            <TextAreaField
              id="legal-privacy"
              name="privacyPolicy"
              label="Privacy Policy"
              rows={8}
              defaultValue={legal.privacyPolicy}
              error={errors.privacyPolicy}
            />
            <TextField
              id="legal-support-email"
              name="supportEmail"
              label="Support e-mail"
              type="email"
              inputMode="email"
              hint="Shown on the support page and in every message that asks people to contact support."
              defaultValue={legal.supportEmail}
              error={errors.supportEmail}
            />
          </>
        )}
      </SettingsSectionForm>

      <SettingsSectionForm section="announcement" description="A banner above the nav of every public and signed-in page.">
        {(errors) => (
          <>
            <TextField id="announcement-text" name="text" label="Announcement" maxLength={300} defaultValue={announcement.text} error={errors.text} />
            <SwitchField id="announcement-show" name="show" label="Show announcement" defaultChecked={announcement.show} />
          </>
        )}
      </SettingsSectionForm>

      <SettingsSectionForm
        section="maintenance"
        description="On: visitors and users get a maintenance page (the API answers 503); admins keep the portal and the site. Payments from Stripe are still received."
      >
        {(errors) => (
          <>
            <TextAreaField
              id="maintenance-message"
              name="message"
              label="Message"
              rows={2}
              defaultValue={maintenance.message}
              error={errors.message}
            />
            <SwitchField id="maintenance-enabled" name="enabled" label="Maintenance mode" defaultChecked={maintenance.enabled} />
          </>
        )}
      </SettingsSectionForm>
      <DemoDataCard {...demoData} />
    </div>
  );
}
