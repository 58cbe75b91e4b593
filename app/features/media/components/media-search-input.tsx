import Search from "lucide-react/icons/search";
import { useId } from "react";
import { Input } from "~/components/ui/input";
import { cn } from "~/utils/misc";

/** The "Search media" box of the library page and the picker. */
export function MediaSearchInput({ value, onChange, className }: { value: string; onChange: (value: string) => void; className?: string }) {
  const id = useId();
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
      <label htmlFor={id} className="sr-only">
        Search media
      </label>
      <Input id={id} type="search" placeholder="Search media..." className="pl-8" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
