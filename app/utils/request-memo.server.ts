// Reads several loaders of one page make alike (the root's and the page's: the
// session, the balance) run once per request. Keyed by the Request object, so
// nothing outlives the request; a failed read is not kept, a second caller tries again.

const memos = new WeakMap<Request, Map<string, Promise<unknown>>>();

/** `read()`'s result, shared by every caller with the same `request` and `key`. */
export function oncePerRequest<T>(request: Request, key: string, read: () => Promise<T>): Promise<T> {
  let memo = memos.get(request);
  if (!memo) {
    memo = new Map();
    memos.set(request, memo);
  }
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
