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

/**
 * `<link rel="modulepreload">` tags for the chunks index.html's entry loads on demand (the app:
 * router, layout, screens' queries; see apps/web/src/main.tsx and build/app-chunks.ts) with
 * what they import, less what the entry loads already. The entry asks for them only once it
 * runs; preloaded from the page they come in parallel with it instead of one round trip later.
 * Empty without a manifest: such a build still works, one round trip slower.
 */
export function appPreloadTags(distDir: string, base: string): string {
  const manifest = readManifest(distDir);
  if (!manifest) return '';
  const inIndex = new Set<string>();
  collect(manifest, ENTRY, inIndex);
  const wanted = new Set<string>();
  for (const key of manifest[ENTRY]?.dynamicImports ?? []) collect(manifest, key, wanted);
  return [...wanted]
    .filter((file) => !inIndex.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
}
