import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { urls } from "~/utils/urls";

/** The demo history of a fresh installation (DEMO_HISTORY), and the button that removes it for good. */
export function DemoDataCard({ present, accounts }: { present: boolean; accounts: number }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === urls.adminDemoData();
  return (
    <section className="bg-card grid gap-3 rounded-xl border p-5" aria-labelledby="demo-data-heading" data-testid="settings-demo-data">
      <h2 id="demo-data-heading" className="text-lg font-semibold">
        Demo data
      </h2>
      {present ? (
        <Form method="post" action={urls.adminDemoData()} className="grid gap-3">
          <p className="text-sm">
            {accounts} made-up accounts with their credits, generations, payments and refusals. Removing them takes them out of the dashboard,
            Payments and the CSV exports for good; real accounts are not touched.
          </p>
          <input type="hidden" name="intent" value="remove-demo-data" />
          <Button type="submit" variant="destructive" disabled={pending} className="w-fit">
            {pending ? <Spinner label="Removing" /> : null}
            Remove demo data
          </Button>
        </Form>
      ) : (
        <p className="text-muted-foreground text-sm">There is no demo data in this database.</p>
      )}
    </section>
  );
}
