/**
 * Answers that several requests get as the very same object (a cached page of a list that no
 * viewer changes). Such an answer is frozen all the way down, so no request can change it for
 * the next, and its JSON is written once and reused (http/schema-compilers.ts), as a bare
 * server would send a fixed body. Only what is the same for every reader may be shared.
 */
const shared = new WeakSet<object>();

/** Freezes a value and everything in it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Marks `value` as one answer for many requests (and freezes it). */
export function shareAnswer<T extends object>(value: T): T {
  shared.add(deepFreeze(value));
  return value;
}

export function isSharedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && shared.has(value);
}
