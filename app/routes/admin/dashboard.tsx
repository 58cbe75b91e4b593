import AppWindow from "lucide-react/icons/app-window";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { getDb } from "~/db/db.server";
import { getCatalogCounts } from "~/features/catalog/admin-list.server";
import { countRecentRefusals } from "~/features/moderation/audit.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { DashboardCharts } from "~/routes/admin/dashboard/dashboard-charts";
import { loadDashboardStats } from "./dashboard.server";
import { loadMoneyFigures } from "./dashboard-money.server";
import { MoneyFigures } from "~/routes/admin/dashboard/money-figures";
import { urls } from "~/utils/urls";
import { DAY_MS } from "~/utils/dates";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const now = new Date();
  const [counts, refusals, stats, money] = await Promise.all([
    getCatalogCounts(db),
    countRecentRefusals(db, new Date(now.getTime() - DAY_MS)),
    loadDashboardStats(db, now),
    loadMoneyFigures(db, now),
  ]);
  return { counts, refusals, stats, money };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const stats = [
    { label: "Total Apps", value: loaderData.counts.apps, to: urls.adminApps(), icon: AppWindow, link: "Manage apps" },
    {
      label: "Total Generators",
      value: loaderData.counts.generators,
      to: urls.adminGenerators(),
      icon: Sparkles,
      link: "Manage generators",
    },
    {
      label: "Refusals (24h)",
      value: loaderData.refusals,
      to: urls.adminModeration(),
      icon: ShieldAlert,
      link: "Review safety audit",
    },
  ];
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground text-sm">
          An overview of the catalogue and of content safety, then the last 30 days (UTC) of accounts, generations and money.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stats.map(({ label, value, to, icon: Icon, link }) => (
          <Card key={label}>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardDescription className="text-sm font-medium">{label}</CardDescription>
              <Icon aria-hidden="true" className="text-muted-foreground size-5" />
            </CardHeader>
            <CardContent className="grid gap-2">
              <CardTitle className="text-4xl font-bold" data-testid={`stat-${label}`}>
                {value}
              </CardTitle>
              <Link to={to} className="text-primary w-fit text-sm underline-offset-4 hover:underline">
                {link}
              </Link>
            </CardContent>
          </Card>
        ))}
      </div>
      <MoneyFigures figures={loaderData.money} />
      <DashboardCharts stats={loaderData.stats} />
    </div>
  );
}
