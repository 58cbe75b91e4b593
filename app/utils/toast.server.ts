import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getEnv } from "./env.server";

const toastSchema = z.object({
  type: z.enum(["success", "error", "info", "warning"]).default("info"),
  title: z.string(),
  description: z.string().optional(),
  id: z.string().default(() => crypto.randomUUID()),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

function toastStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.PUBLIC_URL.startsWith("https://"),
      secrets: [env.AUTH_SECRET],
    },
  });
}

/** Sets a one-time toast shown by the next page the browser renders. */
export async function toastHeader(toast: ToastInput): Promise<string> {
  const storage = toastStorage();
  const session = await storage.getSession();
  session.flash("toast", toastSchema.parse(toast));
  return storage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) the pending toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get("toast"));
  if (!parsed.success) return { toast: null, headers: null };
  return { toast: parsed.data, headers: new Headers({ "Set-Cookie": await storage.destroySession(session) }) };
}
