import { loadSupportPage } from "~/features/settings/legal-pages.server";
import { pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/support";

export async function loader({ request }: Route.LoaderArgs) {
  const [seo, page] = await Promise.all([seoContext(new URL(request.url).pathname), loadSupportPage()]);
  return { seo, supportEmail: page.supportEmail };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return pageMeta({ title: `Support | ${seo.siteName}`, description: `How to reach ${seo.siteName}'s support team.`, seo });
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  return (
    <article className="container-page max-w-3xl py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Support</h1>
      <p className="text-muted-foreground mt-4 leading-relaxed">
        Questions about your account, a payment or a suspension? Write to us at{" "}
        <a className="text-primary font-medium underline-offset-4 hover:underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>{" "}
        and include the e-mail address you signed up with.
      </p>
      <p className="text-muted-foreground mt-4 leading-relaxed">
        See also our{" "}
        <a className="text-primary underline-offset-4 hover:underline" href={urls.terms()}>
          Terms of Service
        </a>{" "}
        and{" "}
        <a className="text-primary underline-offset-4 hover:underline" href={urls.privacy()}>
          Privacy Policy
        </a>
        .
      </p>
    </article>
  );
}
