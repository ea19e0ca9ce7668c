/**
 * Runs `task` while holding a lock that every tab of this portal shares (Web Locks API).
 * Renewal rotates the refresh cookie and presenting an already-rotated cookie ends the whole
 * sign-in, so two tabs renewing at the same moment would sign each other out; under the lock
 * the second tab renews after the first, with the cookie the first one received.
 * Without the API (tests, very old browsers) the task simply runs.
 */
export async function acrossTabs<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(name, task) : await task();
}
