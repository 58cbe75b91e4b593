import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type ServerBuild, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps } from "react-router";
import routeConfig from "~/routes";

// A stand-in for `virtual:react-router/server-build` (made by React Router's Vite
// plugin, which does not run under Vitest), built from the real route table and
// the real route modules. It lets tests send requests through the whole Hono app
// (server/app.ts): `vi.mock("virtual:react-router/server-build", () => import("…/react-router-build"))`.
// The asset manifest is minimal: documents render, but without real script files.

const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

export type FlatRoute = { id: string; parentId: string | undefined; path?: string; index?: boolean; caseSensitive?: boolean; file: string };

/** The route table as React Router flattens it: ids are the file names without extension unless given. */
export function flattenRoutes(entries: RouteConfigEntry[], parentId = "root"): FlatRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const own: FlatRoute = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, file: entry.file };
    return [own, ...flattenRoutes(entry.children ?? [], id)];
  });
}

export const flatRoutes = flattenRoutes(routeConfig);

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A route module as the Vite plugin hands it over: components get their props (loaderData, params, …). */
async function loadRouteModule(file: string): Promise<RouteModule> {
  const module = (await import(path.join(appDirectory, file))) as Record<string, unknown>;
  const wrapped: Record<string, unknown> = { ...module };
  if (typeof module.default === "function") wrapped.default = UNSAFE_withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function") wrapped.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never);
  return wrapped as unknown as RouteModule;
}

const modules = new Map<string, RouteModule>();
modules.set("root", await loadRouteModule("root.tsx"));
for (const route of flatRoutes) modules.set(route.id, await loadRouteModule(route.file));

export const routes: ServerBuild["routes"] = Object.fromEntries([
  ["root", { id: "root", parentId: undefined, path: "", module: modules.get("root")! }],
  ...flatRoutes.map((route) => [
    route.id,
    {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: modules.get(route.id)!,
    },
  ]),
]);

export const assets: ServerBuild["assets"] = {
  version: "test",
  url: "/assets/manifest-test.js",
  entry: { module: "/assets/entry.client-test.js", imports: [] },
  routes: Object.fromEntries(
    Object.values(routes).map((route) => {
      const module = route!.module as unknown as Record<string, unknown>;
      return [
        route!.id,
        {
          id: route!.id,
          parentId: route!.parentId,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          module: `/assets/${route!.id}-test.js`,
          hasAction: typeof module.action === "function",
          hasLoader: typeof module.loader === "function",
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: typeof module.ErrorBoundary === "function",
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
          imports: [],
          css: [],
        },
      ];
    }),
  ) as ServerBuild["assets"]["routes"],
};

export const entry: ServerBuild["entry"] = { module: (await import(path.join(appDirectory, "entry.server.tsx"))) as ServerBuild["entry"]["module"] };
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const future = { v8_middleware: false } as ServerBuild["future"];
export const isSpaMode = false;
export const ssr = true;
export const prerender: string[] = [];
export const publicPath = "/";
export const routeDiscovery: ServerBuild["routeDiscovery"] = { mode: "lazy", manifestPath: "/__manifest" };
// Present (as the Vite plugin's build has them) so that reading them off the mocked module does not throw.
export const allowedActionOrigins: ServerBuild["allowedActionOrigins"] = undefined;
export const unstable_getCriticalCss: ServerBuild["unstable_getCriticalCss"] = undefined;
