/**
 * db/embedded.ts registers async-exit-hook, whose `beforeExit` handler calls
 * `process.exit(0)`: that would turn vitest's exit code 1 of a failed run into 0, and CI would
 * pass with failing tests. Its stop on exit is not needed here (teardown stops the server), so
 * the handlers it added for `beforeExit` and `exit` are taken off again (Ctrl+C still stops it).
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { startEmbeddedPostgres } = await import('../../src/db/embedded.js');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return startEmbeddedPostgres;
}
