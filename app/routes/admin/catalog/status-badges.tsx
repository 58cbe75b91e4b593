import { Badge } from "~/components/ui/badge";

export function StatusBadges({ featured, hidden }: { featured: boolean; hidden: boolean }) {
  return (
    <div className="flex flex-wrap gap-1">
      {hidden ? (
        <Badge variant="outline" title="Only accessible via direct link">
          Hidden
        </Badge>
      ) : (
        <Badge variant="secondary" title="Visible in listings">
          Visible
        </Badge>
      )}
      {featured && <Badge title="Shown on the homepage">Featured</Badge>}
    </div>
  );
}
