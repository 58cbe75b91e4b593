import ExternalLink from "lucide-react/icons/external-link";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { urls } from "~/utils/urls";

const FEATURED_ON = { label: "There's An AI For That", href: "https://theresanaiforthat.com/" };

const linkClass = "text-muted-foreground hover:text-foreground rounded-sm text-sm transition-colors";

/** A legal page's link: the spec leaves those addresses open, so it points nowhere yet. */
function PlaceholderLink({ children }: { children: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- SPEC section 2 keeps these targets placeholders ("#", checked by the home e2e test).
    <a href="#" className={linkClass}>
      {children}
    </a>
  );
}

export function Footer() {
  return (
    <footer className="bg-card/40 border-t">
      <div className="container-page grid grid-cols-2 gap-10 py-12 md:grid-cols-[2fr_1fr_1fr] md:py-16">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Link to={urls.home()} className="inline-flex items-center gap-2 rounded-md font-bold">
            <Sparkles aria-hidden="true" className="text-primary size-5" />
            Uncensored AI
          </Link>
          <p className="text-muted-foreground mt-3 text-sm leading-relaxed">
            Create AI images without creative limits. Generators and apps for art, anime, portraits, photos and more.
          </p>
          <a
            href={FEATURED_ON.href}
            target="_blank"
            rel="noopener noreferrer"
            className="bg-background hover:border-primary/60 mt-6 inline-flex items-center gap-3 rounded-xl border px-4 py-2.5 transition-colors"
          >
            <span className="flex flex-col leading-tight">
              <span className="text-muted-foreground text-[11px] font-medium tracking-wider uppercase">Featured on</span>
              <span className="text-sm font-semibold">{FEATURED_ON.label}</span>
            </span>
            <ExternalLink aria-hidden="true" className="text-muted-foreground size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
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
              <PlaceholderLink>Terms of Service</PlaceholderLink>
            </li>
            <li>
              <PlaceholderLink>Privacy Policy</PlaceholderLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="container-page text-muted-foreground py-6 text-center text-xs md:text-left">
          © {new Date().getFullYear()} Uncensored AI. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
