import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

// Paths exactly as SPEC section 2. URLs are built through ~/utils/urls.ts.
export default [
  index("routes/public/home.tsx"),
  route("uncensored-ai-generator", "routes/public/generator-list.tsx"),
  route("uncensored-ai-generator/:slug", "routes/public/generator-detail.tsx"),
  route("apps", "routes/public/app-list.tsx"),
  route("apps/:slug", "routes/public/app-detail.tsx"),

  route("auth", "routes/auth/auth.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  route("account", "routes/account/layout.tsx", [
    index("routes/account/index.tsx"),
    route("profile", "routes/account/profile.tsx"),
    route("billing", "routes/account/billing.tsx"),
    route("images", "routes/account/images.tsx"),
    route("*", "routes/account/fallback.tsx"),
  ]),

  ...prefix("", [
    route("robots.txt", "routes/resources/robots.ts"),
    route("sitemap.xml", "routes/resources/sitemap.ts"),
  ]),

  // /ai-{product} (gallery) and every unknown path (redirect to /).
  route("*", "routes/public/catch-all.tsx"),
] satisfies RouteConfig;
