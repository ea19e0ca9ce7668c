/** SPEC §9: renew 60 s before the access token expires. */
export const RENEWAL_MARGIN_MS = 60_000;
/**
 * Floor between two timer-driven renewals. A server handing out tokens that live shorter than
 * the margin would otherwise make the timer renew in a tight loop.
 */
export const MIN_RENEWAL_GAP_MS = 10_000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RenewalScheduler {
  /** (Re)arms the timer for a token expiring at `expiresAt`; null disarms it. */
  schedule(expiresAt: number | null): void;
  cancel(): void;
}

export interface RenewalSchedulerOptions {
  /** Called when the token is due; it renews and calls schedule() again with the new expiry. */
  onDue: () => void;
  now?: () => number;
  timers?: Timers;
}

export function createRenewalScheduler({
  onDue,
  now = () => Date.now(),
  timers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
}: RenewalSchedulerOptions): RenewalScheduler {
  let handle: unknown = null;
  let lastFiredAt = -Infinity;

  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  return {
    cancel,
    schedule(expiresAt) {
      cancel();
      if (expiresAt === null) return;
      const dueAt = Math.max(expiresAt - RENEWAL_MARGIN_MS, lastFiredAt + MIN_RENEWAL_GAP_MS);
      handle = timers.setTimeout(
        () => {
          handle = null;
          lastFiredAt = now();
          onDue();
        },
        Math.max(0, dueAt - now()),
      );
    },
  };
}
