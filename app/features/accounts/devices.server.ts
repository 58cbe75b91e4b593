import Bowser from "bowser";
import { getAuth } from "~/features/accounts/auth.server";
import { authHeaders, callAuth } from "./auth-actions.server";
import type { SignedInDevice } from "./devices";
import ipaddr from "ipaddr.js";

/** An address as people read it: better-auth keeps IPv6 in its long form ("0000:…"), shown here compact ("::"). */
export function displayAddress(address: string | null | undefined) {
  if (!address) return null;
  return ipaddr.isValid(address) ? ipaddr.parse(address).toString() : address;
}

/**
 * 'Signed-in devices' on /account/profile: the sessions of the signed-in user,
 * through better-auth's session API with the visitor's own cookie, so a user
 * can only ever see and end their own sessions.
 */

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const formatDate = (value: Date | string) => `${dateFormat.format(new Date(value))} UTC`;

/** "Chrome on macOS" and the kind of device, from a User-Agent header. */
export function describeUserAgent(userAgent: string | null | undefined): Pick<SignedInDevice, "browser" | "os" | "kind"> {
  const ua = userAgent?.trim().slice(0, 512);
  if (!ua) return { browser: "Unknown browser", os: "unknown system", kind: "unknown" };
  const parsed = Bowser.parse(ua);
  const kind =
    parsed.platform.type === "mobile" || parsed.platform.type === "tablet" || parsed.platform.type === "desktop" ? parsed.platform.type : "unknown";
  return { browser: parsed.browser.name || "Unknown browser", os: parsed.os.name || "unknown system", kind };
}

type SessionRow = {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

async function ownSessions(request: Request) {
  const headers = authHeaders(request);
  const current = await getAuth().api.getSession({ headers });
  if (!current) return null;
  const sessions = (await getAuth().api.listSessions({ headers })) as SessionRow[];
  return { currentId: current.session.id, sessions };
}

export async function listSignedInDevices(request: Request): Promise<SignedInDevice[]> {
  const own = await ownSessions(request);
  if (!own) return [];
  return own.sessions
    .map((session) => ({
      id: session.id,
      ...describeUserAgent(session.userAgent),
      ipAddress: displayAddress(session.ipAddress),
      signedInAt: formatDate(session.createdAt),
      lastActiveAt: formatDate(session.updatedAt),
      lastActiveTime: new Date(session.updatedAt).getTime(),
      current: session.id === own.currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveTime - a.lastActiveTime)
    .map(({ lastActiveTime: _, ...device }) => device);
}

export type DeviceResult = { ok: true } | { ok: false; status: number; message: string };

/** Ends one other session of the signed-in user; an id that is not theirs is 'not found'. */
export async function signOutDevice(request: Request, sessionId: string): Promise<DeviceResult> {
  const own = await ownSessions(request);
  if (!own) return { ok: false, status: 401, message: "Please sign in again." };
  const target = own.sessions.find((session) => session.id === sessionId);
  if (!target) return { ok: false, status: 404, message: "That device is already signed out." };
  if (target.id === own.currentId)
    return { ok: false, status: 400, message: "This is the device you are using: use Logout in the account menu to sign it out." };
  const result = await callAuth<{ status: boolean }>(() =>
    getAuth().api.revokeSession({ body: { token: target.token }, headers: authHeaders(request), asResponse: true }),
  );
  return result.ok ? { ok: true } : { ok: false, status: result.status, message: result.message };
}

export async function signOutOtherDevices(request: Request): Promise<DeviceResult> {
  const result = await callAuth<{ status: boolean }>(() => getAuth().api.revokeOtherSessions({ headers: authHeaders(request), asResponse: true }));
  return result.ok ? { ok: true } : { ok: false, status: result.status, message: result.message };
}
