import { z } from "zod";

/** One signed-in session as the profile page shows it (no token ever leaves the server). */
export type SignedInDevice = {
  id: string;
  browser: string;
  os: string;
  kind: "desktop" | "mobile" | "tablet" | "unknown";
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
};

/** better-auth's session ids: 32 letters and digits. */
export const sessionIdSchema = z.string({ error: "Choose a device to sign out" }).regex(/^[A-Za-z0-9]{16,64}$/, "Choose a device to sign out");
