import ExternalLink from "lucide-react/icons/external-link";
import ImageIcon from "lucide-react/icons/image";
import Pencil from "lucide-react/icons/pencil";
import SquarePen from "lucide-react/icons/square-pen";
import Trash2 from "lucide-react/icons/trash";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { Button } from "~/components/ui/button";
import type { AdminGeneratorRecord } from "~/features/catalog/catalog-types";
import { urls } from "~/utils/urls";
import { StatusBadges } from "./status-badges";

type CatalogGeneratorCardsProps = {
  generators: AdminGeneratorRecord[];
  onEdit: (generator: AdminGeneratorRecord) => void;
  onDelete: (generator: AdminGeneratorRecord) => void;
};

/** The generators of the admin list: a card each, with its image and its actions. */
export function CatalogGeneratorCards({ generators, onEdit, onDelete }: CatalogGeneratorCardsProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {generators.map((generator) => (
        <li key={generator.id} className="bg-card flex flex-col overflow-hidden rounded-xl border" data-testid="generator-card">
          <div className="bg-muted aspect-video w-full overflow-hidden">
            <ImageWithFallback
              src={generator.image}
              loading="lazy"
              className="size-full object-cover"
              placeholder={<ImageIcon aria-hidden="true" className="text-muted-foreground size-8" />}
            />
          </div>
          <div className="flex flex-1 flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <h2 className="line-clamp-2 font-semibold">{generator.title}</h2>
              <StatusBadges featured={generator.featured} hidden={generator.hidden} />
            </div>
            <p className="text-muted-foreground font-mono text-xs">/{generator.slug}</p>
            <p className="text-muted-foreground line-clamp-3 text-sm">{generator.description}</p>
            <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
              <Button variant="outline" size="sm" onClick={() => onEdit(generator)} aria-label={`Edit ${generator.title}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link to={urls.adminGeneratorDetails(generator.slug)} aria-label={`Details of ${generator.title}`}>
                  <SquarePen aria-hidden="true" />
                  Details
                </Link>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a
                  href={urls.generator(generator.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View ${generator.title} (opens in a new tab)`}
                >
                  <ExternalLink aria-hidden="true" />
                  View
                </a>
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => onDelete(generator)}
                aria-label={`Delete ${generator.title}`}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
