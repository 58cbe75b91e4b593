import { Link } from "react-router";
import { urls } from "~/utils/urls";

export function NavBar() {
  return (
    <header className="border-b">
      <nav className="container-page flex h-16 items-center gap-6">
        <Link to={urls.home()} className="font-bold">Uncensored AI</Link>
      </nav>
    </header>
  );
}
