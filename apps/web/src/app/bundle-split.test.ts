// The web build's split (build/app-chunks.ts), checked on a real build of the app: what a
// signed-in start downloads holds no package that only some screens use, and a Beheer screen
// does not download the editor or the chart with it. Without this the app's core grew to 336 kB
// gzip when the editor (TipTap) and the mood chart (recharts) arrived.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
/** Packages only some screens use. */
const SCREEN_ONLY_PACKAGES =
  /\/node_modules\/(@tiptap|prosemirror-|recharts|d3-|react-hook-form|@tanstack\/react-virtual|@tanstack\/react-table)/;

let outDir: string;
let chunks: Map<string, Rollup.OutputChunk>;

/** `file` and every chunk it imports statically: what loading it downloads and runs. */
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(imported, into);
  return into;
}

const chunkNamed = (name: string) => [...chunks.values()].find((chunk) => chunk.name === name)!;
const chunkWith = (moduleId: RegExp) =>
  [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => moduleId.test(id)))!;
const packagesIn = (files: Set<string>) =>
  [...files].flatMap((file) =>
    chunks.get(file)!.moduleIds.filter((id) => SCREEN_ONLY_PACKAGES.test(id)),
  );

describe('web build split', () => {
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'portal-web-build-'));
    const output = (await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, outDir, emptyOutDir: false },
    })) as Rollup.RollupOutput;
    chunks = new Map(
      output.output
        .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  // Issue 27: the login form imported FORGOT_PASSWORD_PATH from the rules' index; the entry then
  // held every rule, and the build's start-app chunk exported a namespace it never defined
  // ("Export 'start_app_exports' is not defined"): the app did not start at all.
  it("keeps the contract's rules index out of the login page's entry", () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    expect(entry.moduleIds.filter((id) => /contract\/src\/rules\/index\.ts$/.test(id))).toEqual([]);
    expect([...chunks.values()].filter((chunk) => chunk.name === 'start-app')).toEqual([]);
  });

  it('keeps screen-only packages out of what every signed-in start loads', () => {
    const app = chunkNamed('app');
    expect(app).toBeDefined();
    const start = staticClosure(app.fileName);
    expect(packagesIn(start)).toEqual([]);
    // The packages are in the build, only elsewhere.
    expect(chunkWith(/\/node_modules\/@tiptap\/core\//)).toBeDefined();
    expect(chunkWith(/\/node_modules\/recharts\//)).toBeDefined();
  });

  it("leaves the contract's schemas to its stages, out of the app's own first task", () => {
    // src/app/contract-first.ts runs them a task per stage before the app; an endpoint module
    // that no stage names is built while the app's chunk runs, in one long task.
    const contract = chunkNamed('app').moduleIds.filter((id) => id.includes('/packages/contract/'));
    expect(contract).toEqual([]);
  });

  it("gives the session's calls a chunk of their own, without the app", () => {
    // The login and the start-up token check load it on demand (shared/session/lazy-auth-api.ts);
    // inside the app's chunk they waited for the whole app, and the check ran it in one task.
    const auth = chunkWith(/\/src\/shared\/session\/auth-api\.ts$/);
    expect(auth.name).not.toBe('app');
    expect(staticClosure(auth.fileName).has(chunkNamed('app').fileName)).toBe(false);
  });

  it('loads the editor and the mood chart only with the screens that show them', () => {
    const beheer = staticClosure(chunkNamed('feature-beheer').fileName);
    const editor = chunkWith(/\/node_modules\/@tiptap\/core\//);
    const chart = chunkWith(/\/node_modules\/recharts\//);
    expect(beheer.has(editor.fileName)).toBe(false);
    expect(beheer.has(chart.fileName)).toBe(false);
    expect(editor.moduleIds.some((id) => id.endsWith('/components/rich-text-editor.tsx'))).toBe(
      true,
    );
    expect(chart.moduleIds.some((id) => id.endsWith('/components/mood-chart.tsx'))).toBe(true);
  });
});
