import Heart from "lucide-react/icons/heart";
import { Link } from "react-router";
import { imageSources } from "~/features/catalog/images";
import { formatNumber } from "~/utils/format-number";
import { urls } from "~/utils/urls";
import { pictureName, type FeedItem } from "../explore-rules";

/** Tiles the first row of a page loads at once (the first is the LCP image). */
const EAGER_COUNT = 4;
const SIZES = "(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw";

/** A published picture in the /explore grid: its thumbnail (blurred when NSFW for a visitor not confirmed 18+), name, author and likes. */
export function PictureTile({ item, index }: { item: FeedItem; index: number }) {
  const name = pictureName(item);
  // A blurred tile gets the smallest thumbnail only: nothing sharper reaches the page.
  const sources = item.thumbUrl ? imageSources(item.thumbUrl, SIZES, item.blurred ? [320] : [320, 480]) : null;
  return (
    <li data-testid="explore-item">
      <Link
        to={urls.picture(item.id)}
        className="bg-card group focus-visible:ring-ring block overflow-hidden rounded-xl border focus-visible:ring-2 focus-visible:outline-none"
      >
        <div className="bg-muted relative aspect-square overflow-hidden">
          {sources ? (
            <img
              {...sources}
              alt={item.blurred ? "NSFW picture (blurred)" : name}
              width={480}
              height={480}
              loading={index < EAGER_COUNT ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
              className={
                item.blurred
                  ? "h-full w-full scale-110 object-cover blur-xl"
                  : "h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              }
              data-blurred={item.blurred ? "true" : undefined}
            />
          ) : null}
          {item.isNsfw ? <span className="bg-background/90 absolute top-2 left-2 rounded-md px-1.5 py-0.5 text-xs font-semibold">NSFW</span> : null}
        </div>
        <div className="flex flex-col gap-0.5 p-2.5 sm:p-3">
          <span className="line-clamp-1 text-sm font-medium">{name}</span>
          <span className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
            <span className="truncate">by {item.author}</span>
            <span className="flex shrink-0 items-center gap-1 tabular-nums">
              <Heart aria-hidden="true" className="size-3.5" />
              {formatNumber(item.likeCount)}
              <span className="sr-only"> {item.likeCount === 1 ? "like" : "likes"}</span>
            </span>
          </span>
        </div>
      </Link>
    </li>
  );
}
