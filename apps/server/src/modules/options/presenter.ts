import type { IntranetOptions } from '@portal/contract';
import type { StoredIntranetOptions } from './repository.js';

/** The "intranet" options as ACF answers them, each logo as a link the viewer can open. */
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
