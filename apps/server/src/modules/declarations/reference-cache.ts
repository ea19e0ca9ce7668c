import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import type { DeclarationsRepository, TypeRow } from './repository.js';

const TTL_MS = 30_000;

type Rate = { validFrom: string; centsPerKm: number };

/**
 * Declaration types and kilometre rates change a few times a year but are read on every row
 * written and every month screen (GET declaration_types); they are kept in memory for 30 seconds.
 * Beheer's writes clear them on every instance (`clear`); after an edit in the database, `NOTIFY portal_cache, '{"c":"declaration-types","k":null}'` (or
 * "kilometre-rates") makes every instance read them again at once.
 */
export function createReferenceCache(repo: DeclarationsRepository, bus: InvalidationBus) {
  const types = new SharedCache<'all', Map<number, TypeRow>>('declaration-types', bus, {
    max: 1,
    ttlMs: TTL_MS,
  });
  const rates = new SharedCache<'all', Rate[]>('kilometre-rates', bus, { max: 1, ttlMs: TTL_MS });
  const loadTypes = async () => new Map((await repo.listTypes()).map((t) => [t.id, t]));
  const loadRates = () => repo.listRates();
  const typeLists = new WeakMap<Map<number, TypeRow>, readonly TypeRow[]>();

  return {
    /** Read both again, here and on every other instance (Beheer's writes). */
    async clear(): Promise<void> {
      await Promise.all([types.clear(), rates.clear()]);
    },

    /** Every type, sorted by title (GET declaration_types): the same array until they change. */
    async types(): Promise<readonly TypeRow[]> {
      const byId = await types.get('all', loadTypes);
      let list = typeLists.get(byId);
      if (!list) typeLists.set(byId, (list = [...byId.values()]));
      return list;
    },

    async type(id: number): Promise<TypeRow | undefined> {
      return (await types.get('all', loadTypes)).get(id);
    },

    /** Cents per km valid on a date (yyyy-MM-dd): the latest rate that started on or before it. */
    async rateCentsOn(date: string): Promise<number | undefined> {
      let found: number | undefined;
      for (const rate of await rates.get('all', loadRates)) {
        if (rate.validFrom <= date) found = rate.centsPerKm;
      }
      return found;
    },
  };
}
