import EyeOff from "lucide-react/icons/eye-off";
import Shuffle from "lucide-react/icons/shuffle";
import { data } from "react-router";
import { z } from "zod";
import { ButtonLink } from "~/components/ui/plain-button";
import { getDb } from "~/db/db.server";
import { getSessionUser } from "~/features/accounts/auth.server";
import { CatalogNotFound } from "~/features/catalog/components/not-found";
import { imageSources } from "~/features/catalog/images";
import { AdultGate } from "~/features/explore/components/adult-gate";
import { LikeButton } from "~/features/explore/components/like-button";
import { ReportButton } from "~/features/explore/components/report-button";
import { pictureName } from "~/features/explore/explore-rules";
import { getPicturePage } from "~/features/explore/picture-page.server";
import { aspectRatioLabel, modelLabel } from "~/features/generation/generation-options";
import { pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { formatDay } from "~/utils/dates";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/picture";

const NOT_FOUND = { title: "Picture not found", message: "This picture is not published, or it was removed." };

export async function loader({ request, params }: Route.LoaderArgs) {
  const seo = await seoContext(new URL(request.url).pathname);
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return data({ seo, page: null, signedIn: false }, { status: 404 });
  const viewer = await getSessionUser(request);
  const picture = await getPicturePage(getDb(), id.data, viewer);
  if (!picture) return data({ seo, page: null, signedIn: viewer !== null }, { status: 404 });
  return {
    seo,
    signedIn: viewer !== null,
    page: { ...picture, modelText: modelLabel(picture.model), aspectRatioText: aspectRatioLabel(picture.aspectRatio) },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, page } = loaderData;
  if (!page) return pageMeta({ title: `${NOT_FOUND.title} | ${seo.siteName}`, description: NOT_FOUND.message, seo, noindex: true });
  const name = pictureName(page);
  const description = page.prompt ? `${page.prompt} (by ${page.author})` : `A picture by ${page.author}, made with ${seo.siteName}.`;
  return pageMeta({
    title: `${name} by ${page.author} | ${seo.siteName}`,
    description,
    seo,
    type: "article",
    // An NSFW picture never becomes the social preview: the site's own image stands in.
    image: page.isNsfw ? null : page.thumbUrl,
    noindex: page.isNsfw || page.hidden,
    jsonLd: page.isNsfw
      ? []
      : [
          {
            "@context": "https://schema.org",
            "@type": "ImageObject",
            name,
            contentUrl: page.imageUrl ? `${page.imageUrl.startsWith("/") ? seo.origin : ""}${page.imageUrl}` : undefined,
            creator: { "@type": "Person", name: page.author },
            datePublished: page.publishedAt,
            url: seo.canonical,
          },
        ],
  });
}

export default function Picture({ loaderData }: Route.ComponentProps) {
  const { page, signedIn } = loaderData;
  if (!page) return <CatalogNotFound title={NOT_FOUND.title} message={NOT_FOUND.message} back={{ label: "Explore pictures", to: urls.explore() }} />;
  const name = pictureName(page);
  const shown = page.imageUrl ?? page.thumbUrl;
  const sources = page.blurred
    ? page.thumbUrl
      ? imageSources(page.thumbUrl, "320px", [320])
      : null
    : shown
      ? imageSources(shown, "(min-width: 1024px) 720px, 100vw", [480, 640, 960])
      : null;
  const settings: [string, string][] = [
    ["Model", page.modelText],
    ["Aspect ratio", page.aspectRatioText],
    ...(page.seed !== null ? ([["Seed", String(page.seed)]] as [string, string][]) : []),
    ["Published", formatDay(page.publishedAt)],
  ];
  return (
    <article className="container-page grid gap-6 py-8 md:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10" aria-labelledby="picture-heading">
      {page.hidden ? (
        <p role="status" className="border-destructive/40 bg-destructive/10 rounded-xl border p-4 text-sm lg:col-span-2">
          This picture is hidden while a report is reviewed. Only you can see this page.
        </p>
      ) : null}
      <div className="bg-muted relative flex items-center justify-center overflow-hidden rounded-2xl border">
        {sources ? (
          <img
            {...sources}
            alt={page.blurred ? "NSFW picture (blurred)" : (page.prompt ?? name)}
            width={page.width ?? 1024}
            height={page.height ?? 1024}
            fetchPriority="high"
            decoding="async"
            className={page.blurred ? "aspect-square w-full scale-110 object-cover blur-2xl" : "h-auto max-h-[80dvh] w-full object-contain"}
            data-blurred={page.blurred ? "true" : undefined}
          />
        ) : null}
        {page.blurred ? <AdultGate signedIn={signedIn} /> : null}
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <h1 id="picture-heading" className="text-2xl font-bold tracking-tight break-words">
            {name}
          </h1>
          <p className="text-muted-foreground mt-1 text-sm">
            by{" "}
            <span className="text-foreground font-medium" data-testid="picture-author">
              {page.author}
            </span>
            {page.isNsfw ? <span className="ml-2 rounded-md border px-1.5 py-0.5 text-xs font-semibold">NSFW</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LikeButton pictureId={page.id} liked={page.likedByViewer} likeCount={page.likeCount} signedIn={signedIn} />
          <ButtonLink to={urls.workspaceRemix(page.id)} variant="outline">
            <Shuffle aria-hidden="true" /> Remix
          </ButtonLink>
          {page.isAuthor ? null : <ReportButton pictureId={page.id} />}
        </div>
        <section aria-label="Prompt and settings" className="flex flex-col gap-3 border-t pt-4">
          {page.prompt !== null ? (
            <div>
              <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">Prompt</h2>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap" data-testid="picture-prompt">
                {page.prompt}
              </p>
            </div>
          ) : (
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <EyeOff aria-hidden="true" className="size-4" /> The author keeps the prompt to themselves.
            </p>
          )}
          {page.negativePrompt ? (
            <div>
              <h2 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">Excluded</h2>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{page.negativePrompt}</p>
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid="picture-settings">
            {settings.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </article>
  );
}
