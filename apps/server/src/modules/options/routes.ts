import type { IntranetOptions } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { WpHttpError } from '../../http/errors.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import type { OptionsRepository, StoredIntranetOptions } from './repository.js';

/** The only options page the portal reads (SPEC §7: /acf/v3/options/{name}, name intranet). */
const KNOWN_OPTIONS = new Set(['intranet']);

export function presentIntranetOptions(
  stored: Partial<StoredIntranetOptions>,
  logoUrl: (fileId: number) => string,
): IntranetOptions {
  return {
    acf: {
      direct_links: (stored.direct_links ?? []).map((entry) => ({
        link: { url: entry.link.url, target: entry.link.target, title: entry.link.title },
        logo: { id: entry.logo.id, url: logoUrl(entry.logo.id), alt: entry.logo.alt },
      })),
      contactpersonen: (stored.contactpersonen ?? []).map((person) => ({
        naam: person.naam,
        telefoonnummer: person.telefoonnummer,
      })),
    },
  };
}

export function registerOptionsRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; repo: OptionsRepository; links: IntranetFileLinks },
): void {
  const preHandler = requireUser(deps.auth);

  app.get('/wp-json/acf/v3/options/:name', { preHandler }, async (request) => {
    const { name } = request.params as { name: string };
    if (!KNOWN_OPTIONS.has(name)) {
      throw new WpHttpError(
        404,
        'rest_options_invalid_name',
        `Er zijn geen opties met de naam "${name}".`,
      );
    }
    // Not filled in yet: empty lists, so the dashboard shows no links rather than an error.
    const stored = (await deps.repo.find(name)) ?? {};
    const viewer = currentUser(request).id;
    return presentIntranetOptions(stored as Partial<StoredIntranetOptions>, (fileId) =>
      deps.links.view(fileId, viewer),
    );
  });
}
