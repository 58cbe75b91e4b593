import { Link } from "react-router";
import { AppIcon } from "~/features/catalog/components/catalog-cards";
import { Deferred } from "~/features/catalog/components/deferred";
import { SectionStatus } from "~/features/catalog/components/section-heading";
import type { readApps } from "~/features/catalog/pages.server";
import { urls } from "~/utils/urls";

/** "Explore our apps": every app as a pill linking to its page, streamed in after the first paint. */
export function AppsStrip({ apps }: { apps: ReturnType<typeof readApps> }) {
  return (
    <section aria-labelledby="home-apps-strip-heading" className="border-y bg-card/40">
      <div className="container-page py-10">
        <h2 id="home-apps-strip-heading" className="text-muted-foreground text-center text-sm font-semibold tracking-widest uppercase">
          Explore our apps
        </h2>
        <div className="mt-6">
          <Deferred resolve={apps} loading="Loading apps..." error="Error loading apps. Please try again later.">
            {(list) =>
              list.length > 0 ? (
                <ul className="flex flex-wrap justify-center gap-3">
                  {list.map((app) => (
                    <li key={app.id}>
                      <Link
                        to={urls.app(app.slug)}
                        className="bg-background hover:border-primary/60 flex items-center gap-3 rounded-full border py-1.5 pr-5 pl-1.5 text-sm font-medium transition-colors"
                      >
                        <AppIcon icon={app.icon} className="size-8 rounded-full" />
                        {app.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <SectionStatus>No apps available</SectionStatus>
              )
            }
          </Deferred>
        </div>
      </div>
    </section>
  );
}
