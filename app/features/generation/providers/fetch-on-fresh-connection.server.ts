/**
 * A request to a self-hosted engine, sent once more when the connection broke before any
 * answer came. A kept-alive connection that the engine's server closed while it sat idle
 * (uvicorn and Node close idle connections after 5 s) is only found broken when the next
 * request goes out on it: the request was never read, so sending it again on a fresh
 * connection is safe. Any other failure, and any failure after an answer began, is the caller's.
 */
export async function fetchOnFreshConnection(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (init.signal?.aborted || !isClosedConnection(error)) throw error;
    return fetchImpl(url, init);
  }
}

const CLOSED_CONNECTION_CODES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"]);

function isClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" && CLOSED_CONNECTION_CODES.has(cause.code);
}
