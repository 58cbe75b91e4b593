import { useRouteLoaderData } from "react-router";
import type { Toast } from "./toast.server";

/** The signed-in user as the root loader exposes it to the browser. */
export type RootUser = { id: string; email: string; name: string; image: string | null; role: string };

/** What the root loader returns; `app/root.tsx` checks its loader against this shape. */
export type RootData = {
  user: RootUser | null;
  /** The signed-in user's credit balance (null signed out, or when it could not be read). */
  balance: number | null;
  toast: Toast | null;
  publicEnv: { googleSignIn: boolean; publicUrl: string };
};

export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The signed-in user as the root loader saw it, or null. */
export function useOptionalUser() {
  return useRootData()?.user ?? null;
}
