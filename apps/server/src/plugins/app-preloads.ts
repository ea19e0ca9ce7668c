import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** index.html's own chunk in the manifest. */
const ENTRY = 'index.html';

function readManifest(distDir: string): Manifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** `key`'s file and every file it imports statically, depth first. */
function collect(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

const tag = (base: string, file: string) =>
  `<link rel="modulepreload" crossorigin href="${base}${file}">`;

/** The web build's table of which feature each address needs (apps/web/build/route-features.ts). */
function readRouteFeatures(distDir: string): Record<string, string> {
  const file = path.join(distDir, '.vite', 'route-features.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export interface AppPreloads {
  /** For every signed-in page: the app's first chunks. */
  app: string;
  /** Per first address segment after the base (`dashboard`, `declaraties`): its screen's chunks too. */
  bySegment: ReadonlyMap<string, string>;
}

/**
 * `<link rel="modulepreload">` tags for the chunks index.html's entry loads on demand (the app:
 * router, layout, screens' queries; see apps/web/src/main.tsx and build/app-chunks.ts) with
 * what they import, less what the entry loads already, and per address the chunk of the screen
 * it shows. The entry asks for them only once it runs, the screen's chunk only once the app
 * runs; preloaded from the page they come in parallel with it instead of round trips later.
 * Empty without a manifest: such a build still works, slower.
 */
export function appPreloads(distDir: string, base: string): AppPreloads {
  const manifest = readManifest(distDir);
  if (!manifest) return { app: '', bySegment: new Map() };
  const inIndex = new Set<string>();
  collect(manifest, ENTRY, inIndex);
  const app = new Set<string>();
  for (const key of manifest[ENTRY]?.dynamicImports ?? []) collect(manifest, key, app);
  const tags = (files: Iterable<string>) =>
    [...files]
      .filter((file) => !inIndex.has(file) && file.endsWith('.js'))
      .map((file) => tag(base, file))
      .join('');
  const bySegment = new Map<string, string>();
  for (const [segment, feature] of Object.entries(readRouteFeatures(distDir))) {
    const key = Object.keys(manifest).find((name) => name.startsWith(`_feature-${feature}-`));
    if (!key) continue;
    const screen = new Set<string>();
    collect(manifest, key, screen);
    bySegment.set(segment, tags([...app, ...[...screen].filter((file) => !app.has(file))]));
  }
  return { app: tags(app), bySegment };
}
