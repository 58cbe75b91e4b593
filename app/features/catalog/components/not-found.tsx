import SearchX from "lucide-react/icons/search-x";
import { ButtonLink } from "~/components/ui/plain-button";

export function CatalogNotFound({ title, message, back }: { title: string; message: string; back: { label: string; to: string } }) {
  return (
    <section className="container-page flex flex-col items-center justify-center gap-4 py-24 text-center md:py-32">
      <span className="bg-muted text-muted-foreground flex size-16 items-center justify-center rounded-full">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="text-muted-foreground max-w-md">{message}</p>
      <ButtonLink variant="outline" className="mt-2" to={back.to}>
        {back.label}
      </ButtonLink>
    </section>
  );
}
