import CreditCard from "lucide-react/icons/credit-card";
import Images from "lucide-react/icons/images";
import KeyRound from "lucide-react/icons/key-round";
import User from "lucide-react/icons/user";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/features/accounts/auth.server";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { siteTitle } from "~/features/seo/site-title";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, "Account") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

const sections = [
  { to: urls.profile(), label: "Profile", icon: User },
  { to: urls.billing(), label: "Billing", icon: CreditCard },
  { to: urls.myImages(), label: "Images", icon: Images },
  { to: urls.accountApi(), label: "API", icon: KeyRound },
];

export default function AccountLayout() {
  return (
    <div className="container-page py-6 md:py-12">
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
        <aside aria-labelledby="account-nav-title" className="md:border-r md:pr-6">
          <h2 id="account-nav-title" className="mb-3 text-lg font-semibold">
            Account
          </h2>
          <nav aria-label="Account">
            <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
              {sections.map(({ to, label, icon: Icon }) => (
                <li key={to} className="shrink-0">
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none",
                        isActive ? "bg-accent text-foreground" : "text-muted-foreground hover:text-foreground",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
