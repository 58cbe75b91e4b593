import DatabaseZap from "lucide-react/icons/database-zap";
import { Form, useNavigation } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { loadDemoData, performRemoveDemoData } from "./demo-data.server";
import type { Route } from "./+types/demo-data";

export const meta: Route.MetaFunction = () => [{ title: "Demo data | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadDemoData(getDb());
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return performRemoveDemoData(getDb(), { id: admin.id, email: admin.email }, request);
}

export default function DemoData({ loaderData, actionData }: Route.ComponentProps) {
  const { present, accounts } = loaderData;
  const pending = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? (actionData.error as { title: string; message: string }) : null;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <PageHeading icon={DatabaseZap} title="Demo data">
        A new installation on the embedded database gets a month of made-up history (DEMO_HISTORY) so the dashboard has something to show.
      </PageHeading>
      {present ? (
        <Form method="post" className="bg-card grid gap-3 rounded-xl border p-5" data-testid="demo-data">
          <p className="text-sm">
            {accounts} made-up accounts with their credits, generations, payments and refusals. Removing them takes them out of the dashboard,
            Payments and the CSV exports for good; real accounts are not touched.
          </p>
          <input type="hidden" name="intent" value="remove-demo-data" />
          <Button type="submit" variant="destructive" disabled={pending} className="w-fit">
            {pending ? <Spinner label="Removing" /> : null}
            Remove demo data
          </Button>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              <span className="font-medium">{error.title}:</span> {error.message}
            </p>
          ) : null}
        </Form>
      ) : (
        <p className="text-muted-foreground rounded-xl border border-dashed px-6 py-8 text-center text-sm" data-testid="demo-data-none">
          There is no demo data in this database.
        </p>
      )}
    </div>
  );
}
