import type { Plugin } from 'vite';

/**
 * Which feature's chunk (build/app-chunks.ts: `feature-<name>`) each portal address needs, by
 * its first segment after /portal/. The server preloads that chunk in the page it sends for the
 * address (apps/server/src/plugins/app-preloads.ts), so the screen's code comes in parallel with
 * the app's instead of one round trip after it. route-features.test.ts keeps it in step with
 * the route table.
 */
export const ROUTE_FEATURES: Readonly<Record<string, string>> = {
  dashboard: 'dashboard',
  nieuws: 'news',
  arbeidsvoorwaarden: 'handbook',
  'hoe-het-werkt': 'handbook',
  bibliotheek: 'library',
  collegas: 'colleagues',
  opdrachten: 'assignments',
  declaraties: 'declarations',
  profiel: 'profile',
  zoeken: 'search',
  // Issue 26: the list, and the unsubscribe page of a mail (/portal/meldingen/uitschrijven).
  meldingen: 'notifications',
  beheer: 'beheer',
  // Issue 13 (h6): the consultant's mood overview lives in the beheer feature.
  stemming: 'beheer',
};

/** Writes the table next to Vite's manifest, as .vite/route-features.json, for the server. */
export function routeFeatures(): Plugin {
  return {
    name: 'portal-route-features',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-features.json',
        source: JSON.stringify(ROUTE_FEATURES),
      });
    },
  };
}
