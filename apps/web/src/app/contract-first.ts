/**
 * Runs the contract's modules (zod, then every endpoint's schemas, built as they load) before
 * the app's, in stages of a task each: together they were one task of about 90 ms on a fast
 * machine, three to four times that on Lighthouse's phone, and the page could not answer input
 * meanwhile (total blocking time, bench/README.md). Each stage is a chunk of its own
 * (build/app-chunks.ts) holding what its file reaches that an earlier stage did not.
 */
const STAGES = [
  () => import('./contract-stages/1-zod'),
  () => import('./contract-stages/2-schemas'),
  () => import('./contract-stages/3-signed-in'),
  () => import('./contract-stages/4-content'),
  () => import('./contract-stages/5-rest'),
  () => import('./contract-stages/6-work'),
  () => import('./contract-stages/7-beheer'),
];

/** Ends the current task, so the browser can paint and answer input before the next piece. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The stages the session's own calls need (zod, the shared schemas, auth and profile). */
const SESSION_STAGES = 3;

/**
 * `sessionReady` runs once the stages the session's calls need have run: the start-up token
 * check then builds nothing more, where on its own it would build them all in one task.
 */
export async function loadContract(sessionReady?: () => void): Promise<void> {
  for (const [index, stage] of STAGES.entries()) {
    await stage();
    if (index + 1 === SESSION_STAGES) sessionReady?.();
    await nextTask();
  }
}
