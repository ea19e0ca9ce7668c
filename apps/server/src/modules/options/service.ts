import { WpHttpError } from '../../http/errors.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import { presentIntranetOptions } from './presenter.js';
import type { OptionsRepository, StoredIntranetOptions } from './repository.js';

/** The only options page the portal reads (SPEC §7: /acf/v3/options/{name}, name intranet). */
const KNOWN_OPTIONS = new Set(['intranet']);

export function createOptionsService(deps: { repo: OptionsRepository; links: IntranetFileLinks }) {
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
      const stored = ((await deps.repo.find(name)) ?? {}) as Partial<StoredIntranetOptions>;
      return presentIntranetOptions(stored, (fileId) => deps.links.view(fileId, viewerId));
    },
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
