import { CreditCard, LogOut, Menu, Sparkles, User } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { UserAvatar } from "~/features/accounts/components/user-avatar";
import { BuyCreditsButton } from "~/features/billing/components/buy-flow";
import { useOptionalUser } from "~/root";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";

const links = [
  { to: urls.workspace(), label: "Uncensored AI App" },
  { to: urls.generators(), label: "Uncensored Generators" },
];

export function NavBar() {
  const user = useOptionalUser();
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center gap-2 md:gap-6">
        <Link to={urls.home()} className="flex shrink-0 items-center gap-2 rounded-md font-bold focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none">
          <Sparkles aria-hidden="true" className="text-primary size-5" />
          <span>Uncensored AI</span>
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
          <div className="hidden md:block">
            <BuyCreditsButton size="sm" />
          </div>
          {user ? (
            <UserMenu email={user.email} image={user.image} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={urls.auth()}>Login</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={`${urls.auth()}?mode=signup`}>Sign Up</Link>
              </Button>
            </>
          )}
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}

function UserMenu({ email, image }: { email: string; image: string | null }) {
  const submit = useSubmit();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Open account menu">
          <UserAvatar image={image} email={email} />
        </Button>
      </DropdownMenuTrigger>
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

function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-2">
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none",
                      isActive ? "bg-accent text-foreground" : "text-muted-foreground",
                    )
                  }
                >
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
