import AppWindow from "lucide-react/icons/app-window";
import CreditCard from "lucide-react/icons/credit-card";
import ScrollText from "lucide-react/icons/scroll-text";
import SettingsIcon from "lucide-react/icons/settings";
import UsersIcon from "lucide-react/icons/users";
import Cpu from "lucide-react/icons/cpu";
import Images from "lucide-react/icons/images";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import Sparkles from "lucide-react/icons/sparkles";
import { useState } from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";

const NAV = [
  { to: urls.adminDashboard(), label: "Dashboard", icon: LayoutDashboard },
  { to: urls.adminUsers(), label: "Users", icon: UsersIcon },
  { to: urls.adminPayments(), label: "Payments", icon: CreditCard },
  { to: urls.adminApps(), label: "Apps", icon: AppWindow },
  { to: urls.adminGenerators(), label: "Generators", icon: Sparkles },
  { to: urls.adminMedia(), label: "Media Library", icon: Images },
  { to: urls.adminModeration(), label: "Safety", icon: ShieldAlert },
  { to: urls.adminEngines(), label: "Image engines", icon: Cpu },
  { to: urls.adminAuditLog(), label: "Audit log", icon: ScrollText },
  { to: urls.adminSettings(), label: "Settings", icon: SettingsIcon },
] as const;

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const navigation = useNavigation();
  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1">
      {NAV.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "focus-visible:ring-ring/50 flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px]",
              isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
            )
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </NavLink>
      ))}
      <Form method="post" action={urls.adminLogin()} className="mt-auto pt-4">
        <input type="hidden" name="intent" value="logout" />
        <Button
          type="submit"
          variant="ghost"
          className="text-muted-foreground w-full justify-start gap-3 px-3"
          disabled={navigation.state === "submitting" && navigation.formAction === urls.adminLogin()}
        >
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </Form>
    </nav>
  );
}

function Brand() {
  return (
    <Link to={urls.adminDashboard()} className="flex items-center gap-2 font-semibold">
      <span className="bg-primary text-primary-foreground grid size-7 place-items-center rounded-md text-xs font-bold">UA</span>
      Admin Portal
    </Link>
  );
}

/** The portal frame: sidebar (a drawer on mobile), and a spinner while the next page's session check runs. */
export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  // Every admin page's loader checks the session first; a search on the same page is no page change.
  const checking = navigation.state === "loading" && navigation.location.pathname !== location.pathname;

  return (
    <div className="flex min-h-dvh">
      <aside className="bg-card sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-6 border-r p-4 md:flex">
        <Brand />
        <NavItems />
        <p className="text-muted-foreground truncate text-xs" title={email}>
          {email}
        </p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="bg-card sticky top-0 z-30 flex h-14 items-center justify-between border-b px-4 md:hidden">
          <Brand />
          <Button variant="ghost" size="icon" onClick={() => setMenuOpen(true)} aria-label="Open admin menu">
            <Menu />
          </Button>
        </header>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent side="left" className="w-64 p-4">
            <SheetHeader className="p-0">
              <SheetTitle>Admin Portal</SheetTitle>
              <SheetDescription className="truncate">{email}</SheetDescription>
            </SheetHeader>
            <NavItems onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        <div className="relative flex-1 px-4 py-6 sm:px-6 lg:px-8" aria-busy={checking || undefined}>
          {checking ? (
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner className="size-8" label="Checking your session" />
            </div>
          ) : (
            children
          )}
        </div>
      </div>
    </div>
  );
}
