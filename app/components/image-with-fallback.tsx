import ImageOff from "lucide-react/icons/image-off";
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/utils/misc";

type ImageWithFallbackProps = Omit<ComponentProps<"img">, "src"> & {
  src: string | null | undefined;
  /** What the placeholder shows instead of the default broken-image icon. */
  placeholder?: ReactNode;
};

/**
 * An <img> that turns into a neutral placeholder when its file is missing or
 * broken. The placeholder keeps the image's classes, so layout does not jump.
 */
export function ImageWithFallback({ src, alt = "", className, style, onError, placeholder, ...props }: ImageWithFallbackProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;

  // A server-rendered image can fail before React hydrates and attaches onError.
  useEffect(() => {
    const img = ref.current;
    if (src && img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt || "Image unavailable"}
        data-slot="image-placeholder"
        style={style}
        className={cn("bg-muted text-muted-foreground flex items-center justify-center", className)}
      >
        {placeholder ?? <ImageOff aria-hidden="true" className="size-8 opacity-60" />}
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      className={className}
      style={style}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
