import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { UtcTime } from "~/components/utc-time";
import type { UserPageData } from "../user.server";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The account's facts: who, since when, how they sign in, their plan and balance. */
export function ProfileCard({ user, plan, balance }: Pick<UserPageData, "user" | "plan" | "balance">) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Profile</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="Name">{user.name || "—"}</Fact>
          <Fact label="Account id">
            <span className="font-mono text-xs">{user.id}</span>
          </Fact>
          <Fact label="Created">
            <UtcTime iso={user.createdAt} />
          </Fact>
          <Fact label="E-mail">{user.emailVerified ? "Verified" : "Not verified"}</Fact>
          <Fact label="Sign-in methods">{user.signInMethods.join(", ") || "—"}</Fact>
          <Fact label="Two-factor authentication">{user.twoFactorEnabled ? "On" : "Off"}</Fact>
          <Fact label="Plan">
            {plan ? (
              <>
                {plan.label} ({plan.cycle}, {plan.status}
                {plan.cancelAtPeriodEnd ? ", ends at period end" : ""})
              </>
            ) : (
              "Free"
            )}
          </Fact>
          <Fact label="Balance">
            <span className="text-lg font-semibold tabular-nums" data-testid="user-balance">
              {balance.toLocaleString("en-US")} credits
            </span>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
