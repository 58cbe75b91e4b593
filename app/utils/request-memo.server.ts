// Reads several loaders of one page make alike (the root's and the page's: the
// session, the balance) run once per request. React Router hands each loader its own
// copy of the Request (it strips its `index` and `_routes` parameters into a new one),
// so for a page request the server opens one memo for all of them (`withRequestMemo`);
// elsewhere (tests, a request outside it) the memo is keyed by the Request object.
// Nothing outlives the request; a failed read is not kept, a second caller tries again.
import { AsyncLocalStorage } from "node:async_hooks";

type Memo = Map<string, Promise<unknown>>;
const memos = new WeakMap<Request, Memo>();
const pageMemo = new AsyncLocalStorage<Memo>();

/**
 * Runs `handle` (React Router's handler for `request`) with one memo for every loader.
 * Only for GET and HEAD: with a form POST the action runs first and may change what the
 * loaders after it must read (a sign-in, a purchase), so those keep a memo per Request.
 */
export function withRequestMemo<T>(request: Request, handle: () => T): T {
  if (request.method !== "GET" && request.method !== "HEAD") return handle();
  return pageMemo.run(new Map(), handle);
}

function memoOf(request: Request): Memo {
  const shared = pageMemo.getStore();
  if (shared) return shared;
  let memo = memos.get(request);
  if (!memo) {
    memo = new Map();
    memos.set(request, memo);
  }
  return memo;
}

/** `read()`'s result, shared by every caller with the same `request` and `key`. */
export function oncePerRequest<T>(request: Request, key: string, read: () => Promise<T>): Promise<T> {
  const memo = memoOf(request);
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = read();
    memo.set(key, value);
    value.catch(() => {
      if (memo.get(key) === value) memo.delete(key);
    });
  }
  return value;
}
