import SearchX from "lucide-react/icons/search-x";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function CatalogNotFound({ title, message, back }: { title: string; message: string; back: { label: string; to: string } }) {
  return (
    <section className="container-page flex flex-col items-center justify-center gap-4 py-24 text-center md:py-32">
      <span className="bg-muted text-muted-foreground flex size-16 items-center justify-center rounded-full">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="text-muted-foreground max-w-md">{message}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </section>
  );
}
