import { data } from "react-router";
import type { Route } from "./+types/profile";
import { getDb } from "~/db/db.server";
import { ProfileDetails } from "~/features/accounts/components/profile-details";
import { ChangePasswordCard } from "~/features/accounts/components/change-password-card";
import { SignedInDevicesCard } from "~/features/accounts/components/signed-in-devices-card";
import { TwoFactorCard } from "~/features/accounts/components/two-factor-card";
import { listSignedInDevices, signOutDevice, signOutOtherDevices } from "~/features/accounts/devices.server";
import { AccountDataCard } from "~/features/accounts/components/account-data-card";
import { checkDeletionConfirmation, deleteAccount } from "~/features/accounts/account-deletion.server";
import { signOut } from "~/features/accounts/auth-actions.server";
import { changePassword, hasPassword } from "~/features/accounts/password-change.server";
import { getAccountProfile, updateUsername } from "~/features/accounts/profile.server";
import { profileActionSchema, type ProfileActionData } from "~/features/accounts/profile-schema";
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from "~/features/accounts/two-factor.server";
import { requireUser } from "~/features/accounts/auth.server";
import { relayedFailure } from "~/utils/error-messages";
import { isAppError } from "~/utils/errors";
import { errorData } from "~/utils/http.server";
import { formErrorData, parseForm } from "~/utils/parse-form.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import { siteTitle } from "~/features/seo/site-title";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, "Profile") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, passwordSet, devices] = await Promise.all([
    getAccountProfile(getDb(), user.id),
    hasPassword(getDb(), user.id),
    listSignedInDevices(request),
  ]);
  return { profile, hasPassword: passwordSet, devices };
}

/** A refused profile action; `intent` tells the page which card the answer belongs to. */
function refused(intent: string, title: string, message: string, status: number, headers?: Headers) {
  return errorData(relayedFailure(status, { title, message }, headers), undefined, { intent });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const parsed = await parseForm(form, profileActionSchema);
  const intent = String(form.get("intent") ?? "");
  if (!parsed.ok) {
    const title = intent === "update-profile" ? "Error updating profile" : intent === "change-password" ? "Error changing password" : "Error";
    return formErrorData(parsed, title, { intent });
  }
  const input = parsed.data;

  switch (input.intent) {
    case "update-profile": {
      try {
        const username = await updateUsername(getDb(), user.id, input.username);
        return data<ProfileActionData>({ ok: true, intent: input.intent, username });
      } catch (error) {
        logger.error({ err: error, userId: user.id }, "profile update failed");
        return refused(input.intent, "Error updating profile", "Please try again later.", 500);
      }
    }
    case "enable-2fa": {
      const result = await startTwoFactorSetup(request, input.password);
      if (!result.ok) return refused(input.intent, "Error", result.message, result.status, result.headers);
      const { totpURI, secret, backupCodes } = result.data;
      return data<ProfileActionData>({ ok: true, intent: input.intent, totpURI, secret, backupCodes }, { headers: result.headers });
    }
    case "verify-2fa": {
      const result = await confirmTwoFactorSetup(request, input.code);
      if (!result.ok) return refused(input.intent, "Error", result.message, result.status, result.headers);
      return data<ProfileActionData>({ ok: true, intent: input.intent }, { headers: result.headers });
    }
    case "disable-2fa": {
      const result = await disableTwoFactor(request, input.password);
      if (!result.ok) return refused(input.intent, "Error", result.message, result.status, result.headers);
      return data<ProfileActionData>({ ok: true, intent: input.intent }, { headers: result.headers });
    }
    case "change-password": {
      const result = await changePassword(request, input);
      if (!result.ok) return refused(input.intent, "Error changing password", result.message, result.status, result.headers);
      return data<ProfileActionData>({ ok: true, intent: input.intent }, { headers: result.headers });
    }
    case "sign-out-device": {
      const result = await signOutDevice(request, input.sessionId);
      if (!result.ok) return refused(input.intent, "Error signing out the device", result.message, result.status);
      return data<ProfileActionData>({ ok: true, intent: input.intent });
    }
    case "delete-account": {
      const title = "Could not delete the account";
      try {
        await checkDeletionConfirmation(getDb(), user.id, input.confirmation);
        await deleteAccount(getDb(), { userId: user.id, reason: "deleted by the account holder" });
      } catch (error) {
        if (isAppError(error)) return refused(input.intent, error.title, error.message, error.status);
        logger.error({ err: error, userId: user.id }, "account deletion failed");
        return refused(input.intent, title, "Nothing was deleted. Please try again later.", 500);
      }
      // The sessions are gone with the account; this clears the browser's cookie too.
      const cleared = await signOut(request);
      return redirectWithToast(
        urls.home(),
        { type: "success", title: "Account deleted", description: "Your account and your pictures have been deleted." },
        { headers: cleared.headers },
      );
    }
    case "sign-out-other-devices": {
      const result = await signOutOtherDevices(request);
      if (!result.ok) return refused(input.intent, "Error signing out other devices", result.message, result.status);
      return data<ProfileActionData>({ ok: true, intent: input.intent });
    }
  }
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, hasPassword: passwordSet, devices } = loaderData;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">Profile</h1>
        <p className="text-muted-foreground mt-1 text-sm">Manage your account details and sign-in security.</p>
      </header>
      <ProfileDetails profile={profile} />
      <ChangePasswordCard hasPassword={passwordSet} email={profile.email} />
      <TwoFactorCard enabled={profile.twoFactorEnabled} />
      <SignedInDevicesCard devices={devices} />
      <AccountDataCard hasPassword={passwordSet} email={profile.email} />
    </div>
  );
}
