import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/toaster";
import { failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { useNewFetcherAnswer } from "~/components/use-new-fetcher-answer";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { profileFormSchema, type AccountProfile, type ProfileActionData } from "../profile-schema";
import { UserAvatar } from "./user-avatar";

export function ProfileDetails({ profile }: { profile: AccountProfile }) {
  const fetcher = useFetcher<ProfileActionData>();
  const [username, setUsername] = useState(profile.username ?? "");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const saving = fetcher.state !== "idle";
  const changed = username.trim() !== (profile.username ?? "");

  const arrived = useNewFetcherAnswer(fetcher);
  if (arrived?.intent === "update-profile") setError(arrived.ok ? null : arrived.error.message);
  useFetcherToast(fetcher, (answer) => {
    if (answer.intent !== "update-profile") return null;
    return answer.ok ? { variant: "success", title: "Profile updated successfully" } : failureToast(answer);
  });

  function check(event: React.FormEvent<HTMLFormElement>) {
    const parsed = profileFormSchema.safeParse({ username });
    if (!parsed.success) {
      event.preventDefault();
      const message = parsed.error.issues[0].message;
      setError(message);
      toast.error("Error updating profile", { description: message });
    }
  }

  return (
    <Card>
      <CardHeader className="grid-cols-1">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar image={profile.avatarUrl} email={profile.email} className="size-16 shrink-0 text-2xl" />
          <div className="min-w-0">
            <CardTitle className="truncate text-lg leading-normal">{profile.username || profile.email}</CardTitle>
            <CardDescription>Member since {profile.memberSince}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" noValidate onSubmit={check} className="grid max-w-lg gap-5">
          <input type="hidden" name="intent" value="update-profile" />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-username`}>Username</Label>
            <Input
              id={`${id}-username`}
              name="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              placeholder="Choose a username"
              maxLength={32}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-username-error` : `${id}-username-hint`}
            />
            {error ? (
              <p id={`${id}-username-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : (
              <p id={`${id}-username-hint`} className="text-muted-foreground text-xs">
                3 to 32 letters, numbers, dots, dashes or underscores.
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input id={`${id}-email`} value={profile.email} readOnly disabled aria-describedby={`${id}-email-hint`} />
            <p id={`${id}-email-hint`} className="text-muted-foreground text-xs">
              Email cannot be changed
            </p>
          </div>
          <div className="grid gap-1">
            <span className="text-sm font-medium">Member since</span>
            <span className="text-muted-foreground text-sm">{profile.memberSince}</span>
          </div>
          <div>
            <Button type="submit" disabled={saving || !changed}>
              {saving ? <Spinner label="Saving" /> : null}
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
