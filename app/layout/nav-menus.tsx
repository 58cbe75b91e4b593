// The nav bar's Radix menus (the avatar dropdown and the mobile sheet), in their own
// module so that a first visit does not download them: nav-bar.tsx shows a
// look-alike trigger until this module is loaded (signed in, or on first use).
import Coins from "lucide-react/icons/coins";
import CreditCard from "lucide-react/icons/credit-card";
import Images from "lucide-react/icons/images";
import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import { useEffect, useEffectEvent, useState, type ReactElement, type RefObject } from "react";
import { Link, NavLink, useSubmit } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { BuyCreditsButton } from "~/features/billing/components/buy-flow";
import { formatCredits } from "~/utils/format-number";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";

export type NavMenuProps = {
  /** The trigger button; it carries `triggerRef`. */
  trigger: ReactElement;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The look-alike trigger was pressed before this module arrived: open at once. */
  initialOpen: boolean;
  /** The look-alike trigger had the focus: the real one takes it over. */
  focusTrigger: boolean;
};

function useTakeOverFocus({ triggerRef, initialOpen, focusTrigger }: NavMenuProps) {
  const takeOver = useEffectEvent(() => {
    if (focusTrigger && !initialOpen) triggerRef.current?.focus();
  });
  // Only when the real trigger replaces the look-alike (on mount), not when the props change later.
  useEffect(() => takeOver(), []);
}

export function UserMenuDropdown(props: NavMenuProps & { email: string }) {
  const { email, trigger, initialOpen } = props;
  const submit = useSubmit();
  useTakeOverFocus(props);
  return (
    <DropdownMenu defaultOpen={initialOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="text-muted-foreground truncate font-normal">{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={urls.profile()}>
            <User aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={urls.myImages()}>
            <Images aria-hidden="true" />
            My images
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={urls.billing()}>
            <CreditCard aria-hidden="true" />
            Billing
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: urls.logout() })}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What the phone menu shows besides the catalogue links. */
export type MobileMenuExtras = { links: ReadonlyArray<{ to: string; label: string }>; signedIn: boolean; balance: number | null };

const sheetLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium hover:bg-accent focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none",
    isActive ? "bg-accent text-foreground" : "text-muted-foreground",
  );

export function MobileMenuSheet(props: NavMenuProps & MobileMenuExtras) {
  const { links, signedIn, balance, trigger, initialOpen } = props;
  const [open, setOpen] = useState(initialOpen);
  useTakeOverFocus(props);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-4 px-2">
          {signedIn ? (
            <div className="grid gap-2 px-3">
              {balance !== null ? (
                <p className="text-muted-foreground flex items-center gap-2 text-sm tabular-nums" data-testid="menu-balance">
                  <Coins aria-hidden="true" className="text-primary size-4" />
                  {formatCredits(balance)} credits
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="px-3">
            <BuyCreditsButton className="w-full" onOpen={() => setOpen(false)} />
          </div>
          <ul className="grid gap-1">
            {signedIn ? (
              <li>
                <NavLink to={urls.myImages()} onClick={() => setOpen(false)} className={sheetLinkClass}>
                  <Images aria-hidden="true" className="size-4" />
                  My images
                </NavLink>
              </li>
            ) : null}
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setOpen(false)} className={sheetLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
