import { urls } from "~/utils/urls";

// Browser calls of the publish and like addresses. Every answer is `{ ok: true, ... }`
// or `{ ok: false, error: { title, message } }`; no zod here (public pages' JS budget).

export type ApiError = { title: string; message: string };
type Answer<T> = ({ ok: true } & T) | { ok: false; error: ApiError };

const UNEXPECTED: ApiError = { title: "An unexpected error occurred", message: "Please try again." };

async function call<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(url, init);
    const body = (await response.json().catch(() => null)) as ({ ok?: boolean; error?: ApiError } & T) | null;
    if (response.ok && body?.ok) return body as { ok: true } & T;
    return { ok: false, error: body?.error ?? UNEXPECTED };
  } catch {
    return { ok: false, error: { title: "Network error", message: "Check your connection and try again." } };
  }
}

export type PublishState = { published: boolean; title: string | null; hidePrompt: boolean; hidden: boolean; private: boolean };

export const readPublishState = (id: string) => call<PublishState>(urls.apiPicturePublish(id), { method: "GET" });

export const publish = (id: string, input: { title: string; hidePrompt: boolean }) =>
  call<PublishState>(urls.apiPicturePublish(id), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });

export const unpublish = (id: string) => call<PublishState>(urls.apiPicturePublish(id), { method: "DELETE" });

export const like = (id: string, liked: boolean) =>
  call<{ liked: boolean; likeCount: number }>(urls.apiPictureLike(id), { method: liked ? "POST" : "DELETE" });

export const confirmAdult = () =>
  call<Record<never, never>>(urls.apiAdultConfirmation(), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ confirmed: true }),
  });
