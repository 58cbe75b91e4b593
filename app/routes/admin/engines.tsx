import Cpu from "lucide-react/icons/cpu";
import { listPageView, RouteErrorBoundary } from "~/components/route-error-boundary";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { engineStatuses, type EngineStatus } from "~/features/generation/engine-status.server";
import { PageHeading } from "~/components/page-heading";
import { UtcTime } from "~/components/utc-time";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/engines";

export const meta: Route.MetaFunction = () => [{ title: "Image engines | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { engines: await engineStatuses(getDb()) };
}

function EngineCard({ engine }: { engine: EngineStatus }) {
  return (
    <section className="bg-card grid gap-4 rounded-xl border p-5" aria-labelledby={`engine-${engine.id}`} data-testid="engine-status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id={`engine-${engine.id}`} className="text-lg font-semibold">
            {engine.name}
          </h2>
          <span className="text-muted-foreground font-mono text-xs wrap-anywhere">{engine.url}</span>
        </div>
        <Badge variant={engine.reachable ? "secondary" : "destructive"}>{engine.reachable ? "Reachable" : "Unreachable"}</Badge>
      </div>
      {engine.probeError ? <p className="text-destructive font-mono text-xs wrap-anywhere">{engine.probeError}</p> : null}
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">
          {engine.checkpoints.length} {engine.checkpoints.length === 1 ? "checkpoint" : "checkpoints"}
        </h3>
        {engine.checkpoints.length > 0 ? (
          <ul className="text-muted-foreground grid gap-0.5 font-mono text-xs">
            {engine.checkpoints.map((checkpoint) => (
              <li key={checkpoint} className="wrap-anywhere">
                {checkpoint}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Last picture</dt>
        <dd>
          <UtcTime iso={engine.lastSuccessAt} />
        </dd>
        <dt className="text-muted-foreground">Last error</dt>
        <dd className="grid gap-0.5">
          {engine.lastFailure ? (
            <>
              <UtcTime iso={engine.lastFailure.at} />
              <span className="text-xs">{engine.lastFailure.message}</span>
            </>
          ) : (
            <span className="text-muted-foreground">—</span>
          )}
        </dd>
      </dl>
    </section>
  );
}

export default function Engines({ loaderData }: Route.ComponentProps) {
  const { engines } = loaderData;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PageHeading icon={Cpu} title="Image engines">
        The self-hosted Stable Diffusion engines this site draws with, asked now. Each engine&apos;s checkpoints are offered as models in the
        workspace while it can be reached.
      </PageHeading>
      {engines.length === 0 ? (
        <div className="rounded-xl border border-dashed px-6 py-12 text-center" data-testid="engines-empty">
          <p className="font-medium">No self-hosted engine is configured.</p>
          <p className="text-muted-foreground mt-1 text-sm">
            Set SD_WEBUI_URL (AUTOMATIC1111, Forge, SD.Next) or COMFYUI_URL and restart the server.
          </p>
        </div>
      ) : (
        engines.map((engine) => <EngineCard key={engine.id} engine={engine} />)
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={listPageView({
        listUrl: urls.adminEngines(),
        invalidTitle: "This address is not valid",
        showAllLabel: "Show the engines",
        loadFailure: "The engines could not be loaded.",
      })}
    />
  );
}
