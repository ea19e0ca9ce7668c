/**
 * Wraps an async task so that callers arriving while it runs share the same promise.
 * Used for token renewal: ten calls failing with 401 at once must renew only once.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
