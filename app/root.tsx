import { useEffect } from "react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { data, Links, Meta, Outlet, ScrollRestoration, useFetchers, useLoaderData, useMatches, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/root";
import appCssHref from "./app.css?url";
import { Footer } from "~/components/footer";
import { ScriptsAfterPaint } from "~/components/scripts-after-paint";
import { HydrateWhenVisible, hydrateWaitingSections } from "~/components/hydrate-when-visible";
import { BuyFlowProvider } from "~/features/billing/components/buy-flow";
import { NavBar } from "~/layout/nav-bar";
import { LazyToaster, toast as showToast } from "~/components/toaster";
import { getSessionUser } from "~/features/accounts/auth.server";
import { getBalanceOfRequest } from "~/routes/request-reads.server";
import { logger } from "~/utils/logger.server";
import { publicSettings } from "~/features/settings/settings-schema";
import { getSettings } from "~/features/settings/settings.server";
import { AnnouncementBanner } from "~/layout/announcement-banner";
import { getEnv } from "~/utils/env.server";
import { readToast } from "~/utils/toast.server";
import type { RootData } from "~/utils/user";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, headers }, settings] = await Promise.all([getSessionUser(request), readToast(request), getSettings()]);
  const env = getEnv();
  // The nav bar's balance; a failed read leaves it out rather than failing every page.
  const balance = user
    ? await getBalanceOfRequest(request, user.id).catch((error: unknown) => {
        logger.warn({ err: error, userId: user.id }, "could not read the balance for the nav bar");
        return undefined;
      })
    : undefined;
  const rootData: RootData = {
    user: user ? { id: user.id, email: user.email, name: user.name, image: user.image ?? null, role: user.role ?? "user" } : null,
    // No credits record yet reads as 0; an unreadable balance is not shown (null).
    balance: user && balance !== undefined ? (balance ?? 0) : null,
    toast,
    publicEnv: { googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET), publicUrl: env.PUBLIC_URL },
    site: publicSettings(settings),
  };
  return data(rootData, { headers: headers ?? undefined });
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className="dark" data-hydrating="">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b10" />
        {/* With a precedence React writes the stylesheet first in <head>, ahead of the module preloads: on HTTP/1.1 it is not queued behind them. */}
        <link rel="stylesheet" href={appCssHref} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh flex flex-col">
        {children}
        <ScrollRestoration />
        {/* The page's JavaScript is requested once the first frame is painted (ADR 053). */}
        <ScriptsAfterPaint />
        <HydratedMark />
      </body>
    </html>
  );
}

/** Once React runs the page its buttons work: they stop waiting (`data-hydrating`, app.css, ADR 056). */
function HydratedMark() {
  useEffect(() => document.documentElement.removeAttribute("data-hydrating"), []);
  return null;
}

function ToastFromServer() {
  const toast = useLoaderData<typeof loader>().toast;
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "info" ? showToast : showToast[toast.type];
    show(toast.title, { id: toast.id, description: toast.description });
  }, [toast]);
  return null;
}

/** Before a navigation, revalidation or fetcher changes what the page shows, sections still waiting to hydrate stop waiting (ADR 021). */
function useHydrateWaitingSectionsBeforeChanges() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetcherBusy = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetcherBusy;
  useEffect(() => {
    if (busy) hydrateWaitingSections();
  }, [busy]);
}

export default function App() {
  useHydrateWaitingSectionsBeforeChanges();
  // Routes with `handle = { chrome: "admin" }` (the admin portal) draw their own frame.
  const siteChrome = !useMatches().some((m) => (m.handle as { chrome?: string } | undefined)?.chrome === "admin");
  return (
    <BuyFlowProvider>
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {siteChrome && <AnnouncementBanner />}
      {siteChrome && <NavBar />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {siteChrome && (
        <HydrateWhenVisible estimatedHeight={320}>
          <Footer />
        </HydrateWhenVisible>
      )}
      <LazyToaster />
      <ToastFromServer />
    </BuyFlowProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      frame="document"
      view={({ status, reason, statusText }) => ({
        title: status === undefined ? "Something went wrong" : status === 404 ? "Page not found" : `Error ${status}`,
        message: reason ?? statusText ?? "An unexpected error occurred. Please try again.",
        action: { label: "Back to home", to: "/" },
      })}
    />
  );
}
