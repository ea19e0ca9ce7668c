/**
 * Pixel loops in JavaScript run on the server's one event loop: a receipt's straightening
 * walks millions of pixels, which in one piece held every other request (a sign-in, a page)
 * for up to 185 ms. A loop asks `pause()` between rows; it gives the event loop a turn once
 * its slice of SLICE_MS has been used, so no request waits longer than that for a receipt.
 */
const SLICE_MS = 8;

export type Pause = () => Promise<void> | undefined;

export function timeSlices(): Pause {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
