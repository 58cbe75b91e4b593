import { Badge } from "~/components/ui/badge";

/** What an account is at a glance: admin, suspended, unverified (nothing for a plain active account). */
export function AccountBadges({ role, suspended, emailVerified }: { role: string; suspended: boolean; emailVerified: boolean }) {
  return (
    <div className="flex flex-wrap gap-1">
      {role === "admin" ? <Badge>Admin</Badge> : null}
      {suspended ? <Badge variant="destructive">Suspended</Badge> : null}
      {emailVerified ? null : <Badge variant="outline">Unverified</Badge>}
      {role !== "admin" && !suspended && emailVerified ? <Badge variant="secondary">Active</Badge> : null}
    </div>
  );
}
