import { useEffect, useState } from "react";
import { cn } from "~/utils/misc";

/** The letter shown without an avatar image: the e-mail's first letter, else 'U'. */
export function avatarInitial(email: string | null | undefined) {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}

type ImageStatus = "loading" | "loaded" | "error";

/** Whether the image has loaded (Radix Avatar's rule: show it only once it has). */
function useImageStatus(src: string | null | undefined): ImageStatus {
  const [settled, setSettled] = useState<{ src: string; status: "loaded" | "error" } | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const image = new window.Image();
    // The browser fires load (or error) as a task, also for an image it has cached.
    const settle = (status: "loaded" | "error") => () => live && setSettled({ src, status });
    image.onload = settle("loaded");
    image.onerror = settle("error");
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  if (!src) return "error";
  return settled?.src === src ? settled.status : "loading";
}

/**
 * The shadcn Avatar (same markup and classes) without Radix, as the nav bar of
 * every page shows it: the image once it has loaded, else the initial (after
 * 600 ms when there is an image on its way).
 */
export function UserAvatar({ image, email, className }: { image?: string | null; email?: string | null; className?: string }) {
  const status = useImageStatus(image);
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return;
    const timer = window.setTimeout(() => setWaitedFor(image), 600);
    return () => window.clearTimeout(timer);
  }, [image]);
  const fallbackDue = !image || waitedFor === image;

  return (
    <span data-slot="avatar" className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", cn("size-9", className))}>
      {image && status === "loaded" ? <img data-slot="avatar-image" src={image} alt="" className="aspect-square size-full" /> : null}
      {status !== "loaded" && fallbackDue ? (
        <span
          data-slot="avatar-fallback"
          className="flex size-full items-center justify-center rounded-full bg-primary/20 text-primary font-semibold"
        >
          {avatarInitial(email)}
        </span>
      ) : null}
    </span>
  );
}
