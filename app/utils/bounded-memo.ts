/**
 * `compute` remembered per key, for pure functions asked the same few values again
 * and again. Bounded: when `limit` keys are held it starts over, so keys that come
 * from outside (headers, data) cannot grow it without end.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
