import Coins from "lucide-react/icons/coins";
import Menu from "lucide-react/icons/menu";
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { Link, NavLink } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { ButtonLink, PlainButton } from "~/components/ui/plain-button";
import { UserAvatar } from "~/features/accounts/components/user-avatar";
import { BuyCreditsButton } from "~/features/billing/components/buy-flow";
import { formatCredits } from "~/utils/format-number";
import { forgetPublishedBalance, useLiveBalance } from "~/utils/live-balance";
import { useOptionalUser, useRootData } from "~/utils/user";
import { deferredComponent } from "~/utils/deferred-component";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import type { MobileMenuExtras, NavMenuProps } from "./nav-menus";

const links = [
  { to: urls.workspace(), label: "Uncensored AI App" },
  { to: urls.generators(), label: "Uncensored Generators" },
  { to: urls.explore(), label: "Explore" },
];

/** The phone menu's catalogue links: the main links and the apps list. */
const phoneLinks = [...links, { to: urls.apps(), label: "AI Apps" }];

export function NavBar() {
  const user = useOptionalUser();
  const loaderBalance = useRootData()?.balance ?? null;
  // A loader answer is the newest word on the balance: a number the workspace published earlier yields to it.
  useEffect(() => forgetPublishedBalance(), [loaderBalance]);
  const balance = useLiveBalance(user?.id ?? null, loaderBalance);
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center gap-2 md:gap-6">
        <Link
          to={urls.home()}
          className="flex shrink-0 items-center gap-2 rounded-md font-bold focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none"
        >
          <BrandMark />
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none",
                    isActive ? "text-foreground" : "text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-2">
          {user && balance !== null ? (
            <Link
              to={urls.billing()}
              className="text-muted-foreground hover:text-foreground hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium tabular-nums focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none md:flex"
              aria-label={`${formatCredits(balance)} credits: billing`}
              data-testid="nav-balance"
            >
              <Coins aria-hidden="true" className="text-primary size-4" />
              {formatCredits(balance)} credits
            </Link>
          ) : null}
          <div className="hidden md:block">
            <BuyCreditsButton size="sm" />
          </div>
          {user ? (
            <UserMenu email={user.email} image={user.image} />
          ) : (
            <>
              <ButtonLink variant="ghost" size="sm" to={urls.auth()}>
                Login
              </ButtonLink>
              <ButtonLink variant="outline" size="sm" to={`${urls.auth()}?mode=signup`}>
                Sign Up
              </ButtonLink>
            </>
          )}
          <MobileMenu signedIn={user !== null} balance={user ? balance : null} />
        </div>
      </nav>
    </header>
  );
}

// The Radix menus are fetched when they are needed: the avatar menu as soon as
// someone is signed in, the mobile sheet on the intent to open it. Until then a
// look-alike trigger stands in and remembers a press, so nothing is lost.
const userMenu = deferredComponent(() => import("./nav-menus").then((m) => m.UserMenuDropdown));
const mobileMenu = deferredComponent(() => import("./nav-menus").then((m) => m.MobileMenuSheet));

type Loaded<P> = { Menu: ComponentType<P>; focusTrigger: boolean };

/** Loads a menu once `wanted`; notes whether the look-alike trigger had the focus at the swap. */
function useMenu<P extends object>(menu: ReturnType<typeof deferredComponent<P>>, wanted: boolean, placeholder: RefObject<HTMLButtonElement | null>) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    menu.preload().then(
      (Menu) => live && setLoaded({ Menu, focusTrigger: placeholder.current !== null && document.activeElement === placeholder.current }),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [menu, wanted, loaded, placeholder]);
  return loaded;
}

const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/** The look-alike avatar trigger notes a press the way Radix's dropdown trigger reacts to one. */
function placeholderHandlers(onOpen: () => void) {
  return {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) onOpen();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPEN_KEYS.includes(event.key)) return;
      event.preventDefault();
      onOpen();
    },
  };
}

function UserMenu({ email, image }: { email: string; image: string | null }) {
  const [initialOpen, setInitialOpen] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loaded = useMenu(userMenu, true, placeholder);
  const look = { variant: "ghost", size: "icon", className: "rounded-full", "aria-label": "Open account menu" } as const;
  const avatar = <UserAvatar image={image} email={email} />;
  if (loaded) {
    const props: NavMenuProps & { email: string } = {
      email,
      trigger: (
        <PlainButton ref={triggerRef} {...look}>
          {avatar}
        </PlainButton>
      ),
      triggerRef,
      initialOpen,
      focusTrigger: loaded.focusTrigger,
    };
    return <loaded.Menu {...props} />;
  }
  return (
    <PlainButton
      ref={placeholder}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...look}
      {...placeholderHandlers(() => setInitialOpen(true))}
    >
      {avatar}
    </PlainButton>
  );
}

function MobileMenu({ signedIn, balance }: { signedIn: boolean; balance: number | null }) {
  const [initialOpen, setInitialOpen] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loaded = useMenu(mobileMenu, initialOpen, placeholder);
  const look = { variant: "ghost", size: "icon", className: "md:hidden", "aria-label": "Open menu" } as const;
  const icon = <Menu aria-hidden="true" className="size-5" />;
  if (loaded) {
    const props: NavMenuProps & MobileMenuExtras = {
      links: phoneLinks,
      signedIn,
      balance,
      trigger: (
        <PlainButton ref={triggerRef} {...look}>
          {icon}
        </PlainButton>
      ),
      triggerRef,
      initialOpen,
      focusTrigger: loaded.focusTrigger,
    };
    return <loaded.Menu {...props} />;
  }
  const preload = () => void mobileMenu.preload().catch(() => undefined);
  return (
    <PlainButton
      ref={placeholder}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...look}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => setInitialOpen(true)}
    >
      {icon}
    </PlainButton>
  );
}
