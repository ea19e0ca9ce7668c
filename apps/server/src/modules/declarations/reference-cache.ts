import { LoadingCache } from '../../cache/loading-cache.js';
import type { DeclarationsRepository, TypeRow } from './repository.js';

const TTL_MS = 30_000;

type Rate = { validFrom: string; centsPerKm: number };

/**
 * Declaration types and kilometre rates change a few times a year but are read on every row
 * written; they are kept in memory for 30 seconds (nothing in the portal writes them).
 */
export function createReferenceCache(repo: DeclarationsRepository, now?: () => number) {
  const types = new LoadingCache<'all', Map<number, TypeRow>>({ max: 1, ttlMs: TTL_MS, now });
  const rates = new LoadingCache<'all', Rate[]>({ max: 1, ttlMs: TTL_MS, now });
  const loadTypes = async () => new Map((await repo.listTypes()).map((t) => [t.id, t]));
  const loadRates = () => repo.listRates();

  return {
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
