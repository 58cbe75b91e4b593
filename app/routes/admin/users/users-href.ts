import { urls } from "~/utils/urls";
import type { UsersQuery } from "./users-query";

/** The Users list's address for these filters and page (page 1 and empty filters are left out). */
export function usersHref(query: Pick<UsersQuery, "q" | "status">, page = 1) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${urls.adminUsers()}?${search}` : urls.adminUsers();
}
