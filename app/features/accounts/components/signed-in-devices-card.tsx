import LogOut from "lucide-react/icons/log-out";
import Monitor from "lucide-react/icons/monitor";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Smartphone from "lucide-react/icons/smartphone";
import Tablet from "lucide-react/icons/tablet";
import { useFetcher } from "react-router";
import { failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import type { SignedInDevice } from "../devices";
import type { ProfileActionData } from "../profile-schema";

type DeviceFetcher = ReturnType<typeof useFetcher<ProfileActionData>>;

const KIND_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: MonitorSmartphone } as const;

/** 'Signed-in devices': the account's sessions, each but this one with its own 'Sign out'. */
export function SignedInDevicesCard({ devices }: { devices: SignedInDevice[] }) {
  const fetcher = useFetcher<ProfileActionData>();
  // One fetcher for every row: a row is gone once its device is signed out, the toast must not be.
  const deviceFetcher = useFetcher<ProfileActionData>();
  const busy = fetcher.state !== "idle";
  const others = devices.filter((device) => !device.current).length;
  const signingOut = deviceFetcher.state !== "idle" ? deviceFetcher.formData?.get("sessionId") : null;
  useFetcherToast(fetcher, (answer) => (answer.ok ? { variant: "success", title: "Other devices signed out" } : failureToast(answer)));
  useFetcherToast(deviceFetcher, (answer) => (answer.ok ? { variant: "success", title: "Device signed out" } : failureToast(answer)));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Signed-in devices</CardTitle>
        <CardDescription>Where your account is signed in now. Sign out any device you don't recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-border grid divide-y rounded-md border" aria-label="Signed-in devices">
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} fetcher={deviceFetcher} busy={signingOut === device.id} />
          ))}
        </ul>
        {others > 0 ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="sign-out-other-devices" />
            <Button type="submit" variant="outline" disabled={busy}>
              {busy ? <Spinner label="Signing out" /> : <LogOut aria-hidden="true" />}
              Sign out all other devices
            </Button>
          </fetcher.Form>
        ) : (
          <p className="text-muted-foreground text-sm">No other device is signed in.</p>
        )}
      </CardContent>
    </Card>
  );
}

function DeviceRow({ device, fetcher, busy }: { device: SignedInDevice; fetcher: DeviceFetcher; busy: boolean }) {
  const Icon = KIND_ICONS[device.kind];
  const name = `${device.browser} on ${device.os}`;

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <Icon aria-hidden="true" className="text-muted-foreground size-5 self-start sm:self-center" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-words">{name}</span>
          {device.current ? <Badge>This device</Badge> : null}
        </p>
        <p className="text-muted-foreground text-xs">Last active {device.lastActiveAt}</p>
        <p className="text-muted-foreground text-xs wrap-anywhere">
          {device.ipAddress ? <>IP {device.ipAddress} · </> : null}
          Signed in {device.signedInAt}
        </p>
      </div>
      {device.current ? null : (
        <fetcher.Form method="post" className="col-start-2 sm:col-start-3">
          <input type="hidden" name="intent" value="sign-out-device" />
          <input type="hidden" name="sessionId" value={device.id} />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Sign out ${name}, last active ${device.lastActiveAt}`}>
            {busy ? <Spinner label="Signing out" /> : <LogOut aria-hidden="true" />}
            Sign out
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
