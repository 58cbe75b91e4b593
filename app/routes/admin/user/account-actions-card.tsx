import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { UserPageData } from "../user.server";
import { DeleteAccountForm } from "./delete-account-form";
import { ConfirmedAction, SimpleAction, SuspendReasonField } from "./user-action-forms";

/** The account's buttons: suspension, sessions, verification and the admin role (each confirms what it ends). */
export function AccountActionsCard({ user, isSelf }: { user: UserPageData["user"]; isSelf: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Account actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {user.suspended ? (
          <SimpleAction intent="unsuspend" label="Unsuspend" pendingLabel="Unsuspending" />
        ) : (
          <ConfirmedAction
            intent="suspend"
            label="Suspend"
            title="Suspend this account?"
            description={`${user.email} is signed out everywhere at once and cannot sign in or generate until unsuspended.`}
            confirmLabel="Suspend"
            pendingLabel="Suspending"
            destructive
          >
            <SuspendReasonField />
          </ConfirmedAction>
        )}
        <ConfirmedAction
          intent="sign-out-everywhere"
          label="Sign out everywhere"
          title="Sign this account out everywhere?"
          description="Every session of this account ends now; the user can sign in again."
          confirmLabel="Sign out everywhere"
          pendingLabel="Signing out"
        />
        {user.emailVerified ? null : (
          <>
            <SimpleAction intent="resend-verification" label="Resend verification e-mail" pendingLabel="Sending" />
            <SimpleAction intent="mark-verified" label="Mark e-mail verified" pendingLabel="Marking verified" />
          </>
        )}
        {user.role === "admin" ? (
          <ConfirmedAction
            intent="remove-admin"
            label="Remove admin"
            title="Remove the admin role?"
            description={
              isSelf
                ? "This is your own account: you lose access to the admin portal at once."
                : `${user.email} loses access to the admin portal at once.`
            }
            confirmLabel="Remove admin"
            pendingLabel="Removing admin"
            destructive
          />
        ) : (
          <ConfirmedAction
            intent="make-admin"
            label="Make admin"
            title="Make this account an admin?"
            description={`${user.email} gets the whole admin portal: users, credits, payments and the catalogue.`}
            confirmLabel="Make admin"
            pendingLabel="Making admin"
          />
        )}
        {isSelf || user.role === "admin" ? null : <DeleteAccountForm userId={user.id} email={user.email} />}
      </CardContent>
    </Card>
  );
}
