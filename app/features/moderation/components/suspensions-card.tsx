import ShieldCheck from "lucide-react/icons/shield-check";
import UserX from "lucide-react/icons/user-x";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { AuditSuspension } from "../safety-audit";
import { UtcTime } from "./utc-time";

/** The accounts whose generation is paused, each with a Lift suspension form. */
export function SuspensionsCard({ suspensions }: { suspensions: AuditSuspension[] }) {
  const navigation = useNavigation();
  const liftingId = navigation.state !== "idle" && navigation.formData?.get("intent") === "lift" ? navigation.formData.get("userId") : null;
  return (
    <Card role="region" aria-labelledby="suspensions-title">
      <CardHeader>
        <CardTitle>
          <h2 id="suspensions-title" className="flex items-center gap-2 text-lg">
            <UserX aria-hidden="true" className="size-5" />
            Suspended accounts
          </h2>
        </CardTitle>
        <CardDescription>
          Generation pauses after three refusals for minor signals within 24 hours, until an admin lifts it. Refusals before the lift do not count
          again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {suspensions.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm" data-testid="no-suspensions">
            <ShieldCheck aria-hidden="true" className="size-4" />
            No accounts are suspended.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Suspended accounts">
            {suspensions.map((s) => (
              <li
                key={s.userId}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                data-testid="suspension"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <span className="font-medium wrap-anywhere">{s.email}</span>
                  <span className="text-muted-foreground">
                    Since <UtcTime iso={s.createdAt} /> · {s.reason}
                  </span>
                </div>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="lift" />
                  <input type="hidden" name="userId" value={s.userId} />
                  <Button type="submit" variant="outline" size="sm" disabled={liftingId === s.userId} aria-label={`Lift suspension for ${s.email}`}>
                    {liftingId === s.userId ? "Lifting..." : "Lift suspension"}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
