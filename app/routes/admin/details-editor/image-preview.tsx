import ImageIcon from "lucide-react/icons/image";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { imageSources } from "~/features/catalog/images";
import { cn } from "~/utils/misc";

/**
 * A chosen image at a fixed aspect ratio (a WebP thumbnail for our own files);
 * a placeholder when none is chosen or the file is broken.
 */
export function ImagePreview({ src, alt, className, sizes = "320px" }: { src: string; alt: string; className?: string; sizes?: string }) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={`${alt}: no image selected`}
        className={cn("bg-muted/60 text-muted-foreground flex flex-col items-center justify-center gap-2 border border-dashed", className)}
      >
        <ImageIcon aria-hidden="true" className="size-7 opacity-70" />
        <span className="text-xs">No image selected</span>
      </div>
    );
  }
  return (
    <ImageWithFallback
      {...imageSources(src, sizes, [320, 480, 640])}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn("object-cover", className)}
    />
  );
}
