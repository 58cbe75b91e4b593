import FileIcon from "lucide-react/icons/file";
import FileVideo from "lucide-react/icons/file-play";
import ImageIcon from "lucide-react/icons/image";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { Badge } from "~/components/ui/badge";
import { urls } from "~/utils/urls";
import { Button } from "~/components/ui/button";
import { mediaTitle, type MediaItem } from "../media-types";

type MediaTileProps = { item: MediaItem; onOpen: () => void; onDelete: () => void };

/** One library item: its picture (or a type icon), its title, open and delete buttons. */
export function MediaTile({ item, onOpen, onDelete }: MediaTileProps) {
  const title = mediaTitle(item);
  const isImage = item.fileType.startsWith("image/");
  const TypeIcon = item.fileType.startsWith("video/") ? FileVideo : isImage ? ImageIcon : FileIcon;
  return (
    <li className="group bg-card relative overflow-hidden rounded-lg border" data-testid="media-tile">
      <button
        type="button"
        onClick={onOpen}
        className="focus-visible:ring-ring/50 block w-full text-left outline-none focus-visible:ring-[3px]"
        aria-label={`Open details of ${title || "untitled media"}`}
      >
        <div className="bg-muted aspect-square overflow-hidden">
          <ImageWithFallback
            src={isImage ? item.url : null}
            alt={item.altText ?? ""}
            loading="lazy"
            className="size-full object-cover transition-transform group-hover:scale-105"
            placeholder={<TypeIcon aria-hidden="true" className="text-muted-foreground size-8" />}
          />
        </div>
        <div className="flex items-center gap-1.5 px-2.5 pt-2 pb-1">
          {item.featured && <Star aria-label="Featured" className="fill-primary text-primary size-3.5 shrink-0" />}
          <span className="truncate text-xs font-medium">{title || "Untitled"}</span>
        </div>
      </button>
      {item.isNsfw ? (
        <Badge variant="destructive" className="pointer-events-none absolute top-2 left-2" data-testid="media-nsfw">
          NSFW
        </Badge>
      ) : null}
      <div className="text-muted-foreground min-h-6 truncate px-2.5 pb-2 text-xs">
        {item.author ? (
          <>
            by{" "}
            <Link to={urls.adminUser(item.author.id)} className="text-primary underline-offset-4 hover:underline" data-testid="media-author">
              {item.author.name}
            </Link>
          </>
        ) : null}
      </div>
      <Button
        type="button"
        variant="secondary"
        size="icon"
        className="absolute top-2 right-2 size-8 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
        onClick={onDelete}
        aria-label={`Delete ${title || "untitled media"}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
