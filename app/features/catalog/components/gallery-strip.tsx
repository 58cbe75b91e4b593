import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { PlainButton } from "~/components/ui/plain-button";
import { imageSources } from "~/features/catalog/images";
import type { GalleryImage } from "~/features/catalog/types";
import { cn } from "~/utils/misc";

/** Pixels per animation frame (SPEC section 9). */
export const STRIP_SPEED = 0.5;

function StripItem({ image, hidden }: { image: GalleryImage; hidden?: boolean }) {
  const ratio = image.width && image.height ? image.width / image.height : 1;
  return (
    <li aria-hidden={hidden || undefined} className={cn("shrink-0", hidden && "motion-reduce:hidden")}>
      <figure className="bg-card overflow-hidden rounded-2xl border">
        <ImageWithFallback
          {...imageSources(image.url, "(min-width: 768px) 288px, 224px", [320, 480, 640])}
          alt={hidden ? "" : image.title}
          width={Math.round(288 * ratio)}
          height={288}
          loading="lazy"
          decoding="async"
          draggable={false}
          style={{ aspectRatio: ratio }}
          className="h-56 w-auto object-cover md:h-72"
        />
      </figure>
    </li>
  );
}

/**
 * A horizontal strip that scrolls itself 0.5 px per frame and loops (the list
 * is drawn twice and the offset wraps at one copy's width). It stops while
 * pointed at or focused, on the pause button, and entirely for visitors who ask
 * for reduced motion; they get a plain scrollable row instead.
 */
export function GalleryStrip({ images, label }: { images: GalleryImage[]; label: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const stopped = paused || hovered || reducedMotion;
  // The animation loop reads the newest value without restarting.
  const stoppedRef = useRef(stopped);
  useEffect(() => {
    stoppedRef.current = stopped;
  }, [stopped]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || reducedMotion) return;
    // The loop width is measured when the strip's size changes, never per frame: reading
    // scrollWidth right after writing the transform would force a layout on every frame.
    let loop = track.scrollWidth / 2;
    const resized = new ResizeObserver(() => {
      loop = track.scrollWidth / 2;
    });
    resized.observe(track);
    let offset = 0;
    let frame = 0;
    const step = () => {
      if (!stoppedRef.current) {
        offset += STRIP_SPEED;
        if (loop > 0 && offset >= loop) offset -= loop;
        track.style.transform = `translate3d(${-offset}px, 0, 0)`;
      }
      frame = requestAnimationFrame(step);
    };
    // It moves only while on screen: below the fold it costs nothing.
    const visibility = new IntersectionObserver(([entry]) => {
      cancelAnimationFrame(frame);
      if (entry?.isIntersecting) frame = requestAnimationFrame(step);
    });
    visibility.observe(track);
    return () => {
      visibility.disconnect();
      resized.disconnect();
      cancelAnimationFrame(frame);
      track.style.transform = "";
    };
  }, [reducedMotion, images]);

  return (
    <div
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        className="overflow-hidden motion-reduce:overflow-x-auto [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]"
        aria-label={label}
        role="region"
        tabIndex={reducedMotion ? 0 : undefined}
      >
        <ul ref={trackRef} className="flex w-max gap-4 will-change-transform motion-reduce:will-change-auto">
          {images.map((image) => (
            <StripItem key={image.id} image={image} />
          ))}
          {images.map((image) => (
            <StripItem key={`copy-${image.id}`} image={image} hidden />
          ))}
        </ul>
      </div>
      {reducedMotion ? null : (
        <PlainButton
          variant="secondary"
          size="icon"
          className="absolute top-3 right-3 size-8 rounded-full opacity-80 hover:opacity-100"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? "Play gallery animation" : "Pause gallery animation"}
          aria-pressed={paused}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </PlainButton>
      )}
    </div>
  );
}
