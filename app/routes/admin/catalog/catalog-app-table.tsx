import { formatDay } from "~/utils/dates";
import AppWindow from "lucide-react/icons/app-window";
import MoreHorizontal from "lucide-react/icons/ellipsis";
import Pencil from "lucide-react/icons/pencil";
import SquarePen from "lucide-react/icons/square-pen";
import Trash2 from "lucide-react/icons/trash";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { AdminAppRecord } from "~/features/catalog/catalog-types";
import { urls } from "~/utils/urls";
import { StatusBadges } from "./status-badges";

type CatalogAppTableProps = { apps: AdminAppRecord[]; onEdit: (app: AdminAppRecord) => void; onDelete: (app: AdminAppRecord) => void };

/** The apps of the admin list: one row each, its actions in a menu. */
export function CatalogAppTable({ apps, onEdit, onDelete }: CatalogAppTableProps) {
  return (
    <div className="bg-card rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16 pl-4">Icon</TableHead>
            <TableHead>Title</TableHead>
            <TableHead className="hidden md:table-cell">Slug</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="hidden sm:table-cell">Created</TableHead>
            <TableHead className="pr-4 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {apps.map((app) => (
            <TableRow key={app.id}>
              <TableCell className="pl-4">
                <ImageWithFallback
                  src={app.icon}
                  loading="lazy"
                  className="size-10 rounded-md object-cover"
                  placeholder={<AppWindow aria-hidden="true" className="text-muted-foreground size-4" />}
                />
              </TableCell>
              <TableCell className="max-w-64 font-medium">
                <span className="line-clamp-2 whitespace-normal">{app.title}</span>
              </TableCell>
              <TableCell className="text-muted-foreground hidden font-mono text-xs md:table-cell">{app.slug}</TableCell>
              <TableCell>
                <StatusBadges featured={app.featured} hidden={app.hidden} />
              </TableCell>
              <TableCell className="text-muted-foreground hidden sm:table-cell">{formatDay(app.createdAt)}</TableCell>
              <TableCell className="pr-4 text-right">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${app.title}`}>
                      <MoreHorizontal />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => onEdit(app)}>
                      <Pencil aria-hidden="true" />
                      Edit Basic Info
                    </DropdownMenuItem>
                    <DropdownMenuItem asChild>
                      <Link to={urls.adminAppDetails(app.slug)}>
                        <SquarePen aria-hidden="true" />
                        Edit Details
                      </Link>
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem variant="destructive" onSelect={() => onDelete(app)}>
                      <Trash2 aria-hidden="true" />
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
