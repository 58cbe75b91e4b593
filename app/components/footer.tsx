import ExternalLink from "lucide-react/icons/external-link";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { SharedElement } from "~/components/shared-markup";
import { urls } from "~/utils/urls";
import { useSite } from "~/utils/user";

const linkClass = "text-muted-foreground hover:text-foreground rounded-sm text-sm transition-colors";

export function Footer() {
  const { brand } = useSite();
  const year = new Date().getFullYear();
  // The same for every visitor and page given the brand and the year: written once, then reused (ADR 042).
  return (
    <SharedElement as="footer" className="bg-card/40 border-t" shared={{ name: "footer", inputs: [JSON.stringify(brand), year] }}>
      <div className="container-page grid grid-cols-2 gap-10 py-12 md:grid-cols-[2fr_1fr_1fr] md:py-16">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Link to={urls.home()} className="inline-flex items-center gap-2 rounded-md font-bold">
            <BrandMark />
          </Link>
          <p className="text-muted-foreground mt-3 text-sm leading-relaxed">
            Create AI images without creative limits. Generators and apps for art, anime, portraits, photos and more.
          </p>
          {brand.featuredOnLabel && brand.featuredOnUrl && (
            <a
              href={brand.featuredOnUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="bg-background hover:border-primary/60 mt-6 inline-flex items-center gap-3 rounded-xl border px-4 py-2.5 transition-colors"
            >
              <span className="flex flex-col leading-tight">
                <span className="text-muted-foreground text-[11px] font-medium tracking-wider uppercase">Featured on</span>
                <span className="text-sm font-semibold">{brand.featuredOnLabel}</span>
              </span>
              <ExternalLink aria-hidden="true" className="text-muted-foreground size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to={urls.workspace()} className={linkClass}>
                AI App
              </Link>
            </li>
            <li>
              <Link to={urls.generators()} className={linkClass}>
                Categories
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold">
            Legal
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to={urls.terms()} className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={urls.privacy()} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={urls.support()} className={linkClass}>
                Support
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="container-page text-muted-foreground py-6 text-center text-xs md:text-left">
          © {year} {brand.siteName}. All rights reserved.
        </p>
      </div>
    </SharedElement>
  );
}
