import { Link } from "react-router";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UtcTime } from "~/components/utc-time";
import { urls } from "~/utils/urls";
import type { UserListRow } from "~/routes/admin/users.server";
import { AccountBadges } from "~/routes/admin/ui/account-badges";

const number = (n: number) => n.toLocaleString("en-US");

/** The Users list: one row per account, its e-mail opening the account's page. */
export function UsersTable({ users }: { users: UserListRow[] }) {
  return (
    <div className="bg-card overflow-x-auto rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">E-mail</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead className="text-right">Balance</TableHead>
            <TableHead className="text-right">Generations</TableHead>
            <TableHead className="pr-4">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} data-testid="user-row">
              <TableCell className="pl-4 font-medium">
                <Link to={urls.adminUser(user.id)} className="text-primary underline-offset-4 hover:underline">
                  {user.email}
                </Link>
              </TableCell>
              <TableCell className="max-w-48 truncate">{user.name}</TableCell>
              <TableCell className="text-muted-foreground text-xs">
                <UtcTime iso={user.createdAt} />
              </TableCell>
              <TableCell>{user.plan ?? <span className="text-muted-foreground">Free</span>}</TableCell>
              <TableCell className="text-right tabular-nums">{number(user.balance)}</TableCell>
              <TableCell className="text-right tabular-nums">{number(user.generations)}</TableCell>
              <TableCell className="pr-4">
                <AccountBadges role={user.role} suspended={user.banned} emailVerified={user.emailVerified} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
