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
  /\/src\/(app|shared)\/|\/packages\/contract\/|\/features\/[^/]+\/(api\/|prefetch\.ts|paths\.ts|model\.ts)/;

const PACKAGE = /\/node_modules\//;

/**
 * The session's calls (sign-in, the start-up token check, renewal), which the entry loads on
 * demand (src/shared/session/lazy-auth-api.ts): a chunk of their own with the contract stages
 * they need, so the login and the start-up check do not wait for the whole app to download and
 * run (they did: the app's core held them, and the check ran the app and every contract stage
 * in one long task).
 */
const AUTH_API = fileURLToPath(new URL('../src/shared/session/auth-api.ts', import.meta.url));

/**
 * zod and the contract's schemas are built when their modules run (tens of milliseconds on a
 * phone), so main.tsx runs them in stages before the app, a task each (src/app/contract-first.ts):
 * each stage's chunk holds what its file reaches that no earlier stage does.
 */
const CONTRACT_STAGES = [
  '1-zod',
  '2-schemas',
  '3-signed-in',
  '4-content',
  '5-rest',
  '6-work',
  '7-beheer',
].map((name) => fileURLToPath(new URL(`../src/app/contract-stages/${name}.ts`, import.meta.url)));

/**
 * A feature's own code (screens, components) beyond its queries. Not the set-password page,
 * opened from a link now and then: it keeps its own chunk (with its form library) instead of
 * riding along with the login screen on every signed-in start.
 */
const FEATURE = /\/features\/([^/]+)\/(?!.*set-password)/;

/**
 * Whether the app's core (APP_CORE's own files) imports package module `id`, directly or through
 * other packages, statically. Packages only screens use (the editor, the mood chart, the forms,
 * the colleague list) come with those screens instead: in the core, every signed-in start would
 * download and compile them (the editor and the chart alone made the core three times its size).
 */
function importedByCore(context: Context, id: string): boolean {
  const importers = (moduleId: string) => context.getModuleInfo(moduleId)?.importers ?? [];
  const packages = walk(id, (moduleId) => importers(moduleId).filter((i) => PACKAGE.test(i)));
  return [...packages].some((moduleId) =>
    importers(moduleId).some((importer) => !PACKAGE.test(importer) && APP_CORE.test(importer)),
  );
}

/**
 * Whether module `id` of `feature` is one its feature loads only on demand (`lazy(() =>
 * import(...))` from the feature's own code: the rich-text editor, the mood chart). It gets a
 * chunk of its own, with the packages only it uses, instead of making every screen of the
 * feature download them.
 */
function loadedOnDemandWithin(context: Context, id: string, feature: string): boolean {
  const info = context.getModuleInfo(id);
  return (
    info !== null &&
    info.importers.length === 0 &&
    info.dynamicImporters.length > 0 &&
    info.dynamicImporters.every((importer) => FEATURE.exec(importer)?.[1] === feature)
  );
}

/** Every module reached from `from` by following `next` (a module's imports, or its importers). */
function walk(from: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}

/** Every module `from` reaches through static imports. */
function reachable(context: Context, from: string): Set<string> {
  return walk(from, (id) => context.getModuleInfo(id)?.importedIds ?? []);
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

  let authApiModules: Set<string> | undefined;
  const reachableFromAuthApi = (context: Context) =>
    (authApiModules ??= reachable(context, AUTH_API));

  let stageModules: Array<Set<string>> | undefined;
  /** Every module each contract stage reaches through static imports. */
  function contractStages(context: Context): Array<Set<string>> {
    stageModules ??= CONTRACT_STAGES.map((file) => reachable(context, file));
    return stageModules;
  }

  return {
    groups: [
      { name: 'zod-without-eval', test: FIRST, priority: 4 },
      {
        name: (id: string, context: Context) => {
          if (reachableFromEntry(context).has(id)) return null;
          const stage = contractStages(context).findIndex((modules) => modules.has(id));
          return stage < 0 ? null : `contract-${stage + 1}`;
        },
        priority: 3,
        includeDependenciesRecursively: false,
      },
      {
        name: (id: string, context: Context) =>
          reachableFromAuthApi(context).has(id) && !reachableFromEntry(context).has(id)
            ? 'auth-api'
            : null,
        priority: 2,
        includeDependenciesRecursively: false,
      },
      {
        name: (id: string, context: Context) =>
          (PACKAGE.test(id) ? importedByCore(context, id) : APP_CORE.test(id)) &&
          !reachableFromEntry(context).has(id)
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
          if (!feature || reachableFromEntry(context).has(id)) return null;
          return loadedOnDemandWithin(context, id, feature) ? null : `feature-${feature}`;
        },
        priority: 0,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
