import { LRUCache } from 'lru-cache';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { shareAnswer } from '../../cache/shared-answer.js';
import { SharedCache } from '../../cache/shared-cache.js';
import type { intranetOptionsWriteSchema } from '@portal/contract';
import type { z } from 'zod';
import { WpHttpError } from '../../http/errors.js';
import { fieldErrors } from '../../http/wp-errors.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import { presentIntranetOptions } from './presenter.js';
import type { OptionsRepository, StoredIntranetOptions } from './repository.js';

/** The only options page the portal reads (SPEC §7: /acf/v3/options/{name}, name intranet). */
const KNOWN_OPTIONS = new Set(['intranet']);

/**
 * Every app start reads the options; they change only when an administrator edits them. The
 * stored value is kept (the links in the answer are signed per viewer, so only the value is
 * shared). Beheer's write (`update`) forgets the page on every instance before it answers; an
 * edit made outside the app is seen after the time-to-live, or at once when announced on
 * portal_cache (README).
 */
const OPTIONS_CACHE = { max: 10, ttlMs: 30_000 };

type OptionsWrite = z.output<typeof intranetOptionsWriteSchema>;

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
  const presented = new LRUCache<
    number,
    { value: unknown; minute: number; answer: ReturnType<typeof presentIntranetOptions> }
  >({ max: 20_000 });
  function assertKnown(name: string) {
    if (!KNOWN_OPTIONS.has(name)) {
      throw new WpHttpError(
        404,
        'rest_options_invalid_name',
        `Er zijn geen opties met de naam "${name}".`,
      );
    }
  }

  return {
    /**
     * POST /acf/v3/options/intranet: the lists given replace the stored ones whole (their order
     * is the order shown), the others stay. Every logo must be an image uploaded as content
     * (422 otherwise); each instance forgets the page before this answers.
     */
    async update(name: string, input: OptionsWrite, viewerId: number) {
      assertKnown(name);
      const { direct_links: links, contactpersonen } = input.fields;
      const logoIds = [...new Set((links ?? []).map((entry) => entry.logo.id))];
      const images = new Set(await deps.repo.contentImageIds(logoIds));
      const refused = logoIds.filter((id) => !images.has(id));
      if (refused.length) {
        throw fieldErrors([
          {
            field: 'direct_links',
            code: 'rest_invalid_file',
            message: `Logo ${refused.join(', ')} is geen geüploade afbeelding: upload het logo als afbeelding.`,
          },
        ]);
      }
      await deps.repo.update(
        name,
        (stored) => ({
          ...(stored as object),
          ...(links === undefined
            ? {}
            : {
                direct_links: links.map((entry) => ({
                  link: entry.link,
                  logo: { id: entry.logo.id, alt: entry.logo.alt },
                })),
              }),
          ...(contactpersonen === undefined ? {} : { contactpersonen }),
        }),
        viewerId,
      );
      await stored.clear();
      return this.get(name, viewerId);
    },

    /** An options page for this viewer; any name but `intranet` is a 404. */
    async get(name: string, viewerId: number) {
      assertKnown(name);
      // Not filled in yet: empty lists, so the dashboard shows no links rather than an error.
      const value = await stored.get(name, () => deps.repo.find(name));
      // The logo links are signed per viewer but stay the same URL for a minute: within it a
      // viewer gets the same frozen answer, its JSON written once (cache/shared-answer.ts).
      const minute = Math.floor(Date.now() / 60_000);
      const known = presented.get(viewerId);
      if (known && known.value === value && known.minute === minute) return known.answer;
      const answer = shareAnswer(
        presentIntranetOptions((value ?? {}) as Partial<StoredIntranetOptions>, (fileId) =>
          deps.links.view(fileId, viewerId),
        ),
      );
      presented.set(viewerId, { value, minute, answer });
      return answer;
    },
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
