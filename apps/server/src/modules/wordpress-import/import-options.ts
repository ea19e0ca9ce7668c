import { siteOptions } from '../../db/schema.js';
import type { StoredIntranetOptions } from '../options/repository.js';
import { fingerprintOf, importItem, type ImportContext } from './context.js';
import type { MediaFiles } from './media-files.js';
import { objectOf, refId, textOf } from './wp-fields.js';

/**
 * The `intranet` options page (`/acf/v3/options/intranet`): the direct links with their logos
 * (brought over as content files) and the contact persons. A link without an address is left
 * out with a remark; a missing logo leaves the link without one.
 */
export async function importOptions(ctx: ImportContext, media: MediaFiles): Promise<void> {
  const answer = await ctx.wp.get<{ acf?: unknown }>('acf/v3/options/intranet');
  const acf = objectOf(answer.acf);
  const usedBy = { kind: 'options', wpId: 0, title: 'intranet' };
  const directLinks: StoredIntranetOptions['direct_links'] = [];
  for (const entry of Array.isArray(acf.direct_links) ? acf.direct_links : []) {
    const link = objectOf(objectOf(entry).link);
    const url = textOf(link.url, 2000);
    const title = textOf(link.title, 200);
    if (!url) {
      ctx.report.note('options', 0, 'intranet', `direct link "${title}" has no address; left out`);
      continue;
    }
    const logo = objectOf(objectOf(entry).logo);
    const logoWpId = refId(logo) ?? (logo.url ? media.idOfUrl(textOf(logo.url, 2000)) : undefined);
    const logoId = logoWpId === undefined ? undefined : await media.contentFile(logoWpId, usedBy);
    directLinks.push({
      link: { url, target: textOf(link.target, 20) || '_blank', title },
      logo: { id: logoId ?? 0, alt: textOf(logo.alt, 200) },
    });
  }
  const contactpersonen = (Array.isArray(acf.contactpersonen) ? acf.contactpersonen : [])
    .map((entry) => ({
      naam: textOf(objectOf(entry).naam, 200),
      telefoonnummer: textOf(objectOf(entry).telefoonnummer, 50),
    }))
    .filter((person) => person.naam || person.telefoonnummer);
  const value = { direct_links: directLinks, contactpersonen };
  await importItem(ctx, {
    kind: 'options',
    wpId: 0,
    title: 'intranet',
    fingerprint: fingerprintOf(value),
    write: async (tx) => {
      await tx
        .insert(siteOptions)
        .values({ name: 'intranet', value })
        .onConflictDoUpdate({ target: siteOptions.name, set: { value, modifiedAt: new Date() } });
      return 0;
    },
  });
}
