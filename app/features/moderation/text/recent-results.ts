// The rules read the same strings many times within one check: the prompt's ages
// are wanted by half a dozen rules, and each age form is written as digits again
// by several of them. A pure function of a string keeps its last results, a few
// dozen at most (the server runs for weeks on attacker input), least recently
// used first out.

/** `read` with its results for the last `size` distinct inputs kept; `read` must be pure. */
export function rememberRecent<T>(read: (text: string) => T, size = 64): (text: string) => T {
  const results = new Map<string, T>();
  return (text) => {
    const known = results.get(text);
    if (known !== undefined || results.has(text)) {
      // Most recently used last: a Map iterates in insertion order.
      results.delete(text);
      results.set(text, known as T);
      return known as T;
    }
    const result = read(text);
    results.set(text, result);
    if (results.size > size) results.delete(results.keys().next().value!);
    return result;
  };
}
