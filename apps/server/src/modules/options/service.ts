import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { WpHttpError } from '../../http/errors.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import { presentIntranetOptions } from './presenter.js';
import type { OptionsRepository, StoredIntranetOptions } from './repository.js';

/** The only options page the portal reads (SPEC §7: /acf/v3/options/{name}, name intranet). */
const KNOWN_OPTIONS = new Set(['intranet']);

/**
 * Every app start reads the options; they change only when an administrator edits them. The
 * stored value is kept (the links in the answer are signed per viewer, so only the value is
 * shared). Nothing in the app writes them yet (the seed does); an edit made outside the app is
 * seen after the time-to-live, or at once when announced on portal_cache (README). The editor
 * that Beheer adds must forget the page through this cache.
 */
const OPTIONS_CACHE = { max: 10, ttlMs: 30_000 };

export function createOptionsService(deps: {
  repo: OptionsRepository;
  links: IntranetFileLinks;
  invalidation?: InvalidationBus;
}) {
  const stored = new SharedCache<string, unknown>(
    'site-options',
    deps.invalidation ?? localOnlyBus,
    OPTIONS_CACHE,
  );
  return {
    /** An options page for this viewer; any name but `intranet` is a 404. */
    async get(name: string, viewerId: number) {
      if (!KNOWN_OPTIONS.has(name)) {
        throw new WpHttpError(
          404,
          'rest_options_invalid_name',
          `Er zijn geen opties met de naam "${name}".`,
        );
      }
      // Not filled in yet: empty lists, so the dashboard shows no links rather than an error.
      const value = ((await stored.get(name, () => deps.repo.find(name))) ??
        {}) as Partial<StoredIntranetOptions>;
      return presentIntranetOptions(value, (fileId) => deps.links.view(fileId, viewerId));
    },
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
