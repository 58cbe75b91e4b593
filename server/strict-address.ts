import type { MiddlewareHandler } from "hono";
import { controlCharacterMessage, hasControlCharacters } from "~/utils/strict-input";
import { refusal } from "./refusal";

// Every id and slug comes from the path, and filters from the query string. A
// control character (NUL above all, which PostgreSQL text cannot hold) is never
// part of one of ours: the request is refused here, before any route parses it
// or the database sees it, instead of each route having to remember. A path
// with one names nothing (404); a query value with one is a bad request (400).

const ANY_CONTROL = /\p{Cc}/u;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

export function strictAddress(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = decoded(url.pathname);
    if (path === null || ANY_CONTROL.test(path) || hasControlCharacters(path)) {
      return refusal(c, "NOT_FOUND", {
        title: "Not found",
        message: "The address contains an invisible control character (such as NUL) or a broken %-escape: there is nothing here.",
      });
    }
    const query = url.search.slice(1).split("&").map(decoded);
    if (query.some((part) => part !== null && hasControlCharacters(part))) {
      return refusal(c, "BAD_REQUEST", { title: "Bad address", message: controlCharacterMessage("The address") });
    }
    await next();
  };
}
