import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';

type Context = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The module that must run before any chunk with zod in it (src/shared/config/zod-without-eval.ts). */
const FIRST = /zod-without-eval/;

const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));

/**
 * What the signed-in app needs before its first screen: packages, the app frame, shared code,
 * the contract, and each feature's queries (api/, prefetch.ts, and the paths.ts and model.ts
 * they read) so a screen's data is asked for
 * while its code still loads. Screens and their own components keep their own chunks.
 */
const APP_CORE =
  /node_modules|\/src\/(app|shared)\/|\/packages\/contract\/|\/features\/[^/]+\/(api\/|prefetch\.ts|paths\.ts|model\.ts)/;

/**
 * zod and the contract's schemas are built when their modules run (tens of milliseconds on a
 * phone), so main.tsx runs them in stages before the app, a task each (src/app/contract-first.ts):
 * each stage's chunk holds what its file reaches that no earlier stage does.
 */
const CONTRACT_STAGES = ['1-zod', '2-schemas', '3-signed-in', '4-content', '5-rest'].map((name) =>
  fileURLToPath(new URL(`../src/app/contract-stages/${name}.ts`, import.meta.url)),
);

/** Packages only some screens use (the forms, the colleague list): they come with those screens. */
const SCREEN_ONLY = /node_modules\/(react-hook-form|@hookform|@tanstack\/(react-)?virtual)/;

/**
 * A feature's own code (screens, components) beyond its queries. Not the set-password page,
 * opened from a link now and then: it keeps its own chunk (with its form library) instead of
 * riding along with the login screen on every signed-in start.
 */
const FEATURE = /\/features\/([^/]+)\/(?!.*set-password)/;

/** Every module `from` reaches through static imports. */
function reachable(context: Context, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Chunks of the web build. Left to itself the bundler splits the app into some forty small files;
 * over HTTP/1.1 (six connections, one round trip each) they cost a phone on a slow network more
 * than their bytes, so the app's core is one chunk and each feature (all its screens) one more.
 * The login page's own code (everything the entry imports statically, see src/main.tsx) stays
 * out of both: a signed-out start loads only that. So the entry's files import single modules of
 * the contract's rules (`@portal/contract/rules/error-codes`), not the whole `rules` index.
 */
export function appChunks() {
  let entryModules: Set<string> | undefined;

  /** Every module the entry reaches through static imports. */
  const reachableFromEntry = (context: Context) => (entryModules ??= reachable(context, ENTRY));

  let stageModules: Array<Set<string>> | undefined;
  /** Every module each contract stage reaches through static imports. */
  function contractStages(context: Context): Array<Set<string>> {
    stageModules ??= CONTRACT_STAGES.map((file) => reachable(context, file));
    return stageModules;
  }

  return {
    groups: [
      { name: 'zod-without-eval', test: FIRST, priority: 3 },
      {
        name: (id: string, context: Context) => {
          if (reachableFromEntry(context).has(id)) return null;
          const stage = contractStages(context).findIndex((modules) => modules.has(id));
          return stage < 0 ? null : `contract-${stage + 1}`;
        },
        priority: 2,
        includeDependenciesRecursively: false,
      },
      {
        name: (id: string, context: Context) =>
          APP_CORE.test(id) && !SCREEN_ONLY.test(id) && !reachableFromEntry(context).has(id)
            ? 'app'
            : null,
        priority: 1,
        // Otherwise the group pulls in what its modules import, React and the session included,
        // and the entry would load the whole app to get them.
        includeDependenciesRecursively: false,
      },
      {
        name: (id: string, context: Context) => {
          const feature = FEATURE.exec(id)?.[1];
          return feature && !reachableFromEntry(context).has(id) ? `feature-${feature}` : null;
        },
        priority: 0,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
