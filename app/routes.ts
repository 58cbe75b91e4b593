import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Paths exactly as SPEC section 2. URLs are built through ~/utils/urls.ts.
export default [
  index("routes/public/home.tsx"),
  route("uncensored-ai-generator", "routes/public/generator-list.tsx"),
  route("uncensored-ai-generator/:slug", "routes/public/generator-detail.tsx"),
  route("apps", "routes/public/app-list.tsx"),
  route("apps/:slug", "routes/public/app-detail.tsx"),
  // The operator's legal pages and support address (Settings, 'Legal and support').
  route("terms", "routes/public/terms.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("support", "routes/public/support.tsx"),
  // The Public API's documentation for people (issue 29), rendered from GET /api/openapi.json's document.
  route("docs/api", "routes/public/api-docs.tsx"),
  // Published pictures (issue 28): the public feed and each picture's page.
  route("explore", "routes/public/explore.tsx"),
  route("p/:id", "routes/public/picture.tsx"),

  route("auth", "routes/auth/auth.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  route("account", "routes/account/layout.tsx", [
    index("routes/account/index.tsx"),
    route("profile", "routes/account/profile.tsx"),
    route("billing", "routes/account/billing.tsx"),
    route("billing/receipts/:paymentId", "routes/account/billing-receipt.tsx"),
    route("images", "routes/account/images.tsx"),
    route("images/collections/:id", "routes/account/image-collection.tsx"),
    route("api", "routes/account/api.tsx"),
    route("*", "routes/account/fallback.tsx"),
  ]),

  // Payments (issue 4): the built-in test checkout page and the billing API.
  route("checkout/test/:sessionId", "routes/billing/test-checkout.tsx"),
  route("api/checkout", "routes/resources/create-checkout.ts"),
  route("api/subscription", "routes/resources/subscription.ts"),
  route("api/subscription/cancel", "routes/resources/cancel-subscription.ts"),
  route("api/stripe/webhook", "routes/resources/stripe-webhook.ts"),

  // Image generation (issue 3): the workspace, its API and My images (under account).
  route("generator-app", "routes/workspace/generator-app.tsx", { id: "generator-app" }),
  route("generator-app/:status", "routes/workspace/generator-app.tsx", { id: "generator-app-status" }),
  route("api/models", "routes/resources/models.ts"),
  route("api/generations", "routes/resources/generations.ts"),
  route("api/generations/:id", "routes/resources/generation.ts"),
  // Public API (issue 29): progress as Server-Sent Events, the OpenAPI document.
  route("api/generations/:id/events", "routes/resources/generation-events.ts"),
  route("api/openapi.json", "routes/resources/openapi.ts"),
  route("api/generations/:id/image", "routes/resources/generation-image.ts"),
  route("api/generations/:id/download", "routes/resources/generation-download.ts"),
  route("api/images/zip", "routes/resources/images-zip.ts"),
  route("api/adult-confirmation", "routes/resources/adult-confirmation.ts"),
  // Publishing and likes (issue 28), signed-in session only.
  route("api/pictures/:id/publish", "routes/resources/picture-publish.ts"),
  route("api/pictures/:id/like", "routes/resources/picture-like.ts"),
  route("api/credits", "routes/resources/credits.ts"),
  // 'Report' on a published picture (issue 28): into the admin Safety page's 'Reports' queue.
  route("api/pictures/:id/report", "routes/resources/picture-report.ts"),
  // 'Download my data' (issue 31): the account's data as one streamed zip.
  route("api/account/export", "routes/resources/account-export.ts"),
  // Public API (issue 29): API keys, managed while signed in; /account/api is their page.
  route("api/keys", "routes/resources/api-keys.ts"),
  route("api/keys/:id", "routes/resources/api-key.ts"),
  // Webhooks (issue 29): managed while signed in, on /account/api too.
  route("api/webhooks", "routes/resources/webhooks.ts"),
  route("api/webhooks/:id", "routes/resources/webhook.ts"),
  route("api/webhooks/:id/secret", "routes/resources/webhook-secret.ts"),
  route("api/webhooks/:id/enable", "routes/resources/webhook-enable.ts"),
  route("api/webhooks/:id/deliveries", "routes/resources/webhook-deliveries.ts"),
  route("api/webhooks/:id/deliveries/:deliveryId/resend", "routes/resources/webhook-resend.ts"),

  // Admin portal (issue 5): the login, then the guarded pages inside the portal shell.
  route("hidden/admin", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("hidden/admin/dashboard", "routes/admin/dashboard.tsx"),
    route("hidden/admin/apps", "routes/admin/apps.tsx"),
    route("hidden/admin/generators", "routes/admin/generators.tsx"),
    route("hidden/admin/media", "routes/admin/media.tsx"),
    // Content safety: the audit of refusals and the suspended accounts.
    route("hidden/admin/moderation", "routes/admin/moderation.tsx"),
    route("hidden/admin/provider-calls", "routes/admin/provider-calls.tsx"),
    route("hidden/admin/engines", "routes/admin/engines.tsx"),
    // Operator console: users and their money, payments, the admin audit.
    route("hidden/admin/users", "routes/admin/users.tsx"),
    route("hidden/admin/users/:userId", "routes/admin/user.tsx"),
    // Deleting an account (issue 31): its own action, posted from the user's page.
    route("hidden/admin/users/:userId/delete", "routes/admin/user-delete.ts"),
    route("hidden/admin/payments", "routes/admin/payments.tsx"),
    route("hidden/admin/audit", "routes/admin/audit-log.tsx"),
    // Removing the demo history (DEMO_HISTORY): the Settings page's Demo data card posts here.
    route("hidden/admin/demo-data", "routes/admin/demo-data.tsx"),
    // Operator settings: brand, new accounts, legal pages, announcement, maintenance (issue 24).
    route("hidden/admin/settings", "routes/admin/settings.tsx"),
    // Detail editors (issue 6).
    route("admin/generators/:slug", "routes/admin/generator-details.tsx"),
    route("admin/apps/:slug", "routes/admin/app-details.tsx"),
  ]),
  // JSON endpoints of the admin dialogs (multipart uploads with progress, the media picker).
  route("hidden/admin/apps/save", "routes/admin/apps-save.ts"),
  route("hidden/admin/generators/save", "routes/admin/generators-save.ts"),
  route("hidden/admin/media/upload", "routes/admin/media-upload.ts"),
  route("hidden/admin/media/list", "routes/admin/media-list.ts"),
  route("hidden/admin/settings/logo", "routes/admin/settings-logo.ts"),
  // CSV exports, streamed.
  route("hidden/admin/export/users.csv", "routes/admin/export-users.ts"),
  route("hidden/admin/export/transactions.csv", "routes/admin/export-transactions.ts"),
  route("hidden/admin/export/payments.csv", "routes/admin/export-payments.ts"),

  ...prefix("", [
    route("robots.txt", "routes/resources/robots.ts"),
    route("sitemap.xml", "routes/resources/sitemap.ts"),
    route("og-image.png", "routes/resources/og-image.ts"),
    route("samples/:name", "routes/resources/sample-image.ts"),
    route("thumbs/:width/:bucket/*", "routes/resources/thumbnail.ts"),
  ]),

  // /ai-{product} (gallery) and every unknown path (redirect to /).
  route("*", "routes/public/catch-all.tsx"),
] satisfies RouteConfig;
