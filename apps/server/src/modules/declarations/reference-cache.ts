import type { DeclarationsRepository, TypeRow } from './repository.js';

const TTL_MS = 30_000;

/**
 * Declaration types and kilometre rates change a few times a year but are read on every row
 * written; they are kept in memory for 30 seconds.
 */
export function createReferenceCache(repo: DeclarationsRepository, now: () => number = Date.now) {
  let types: { at: number; byId: Map<number, TypeRow> } | undefined;
  let rates: { at: number; list: Array<{ validFrom: string; centsPerKm: number }> } | undefined;

  return {
    async type(id: number): Promise<TypeRow | undefined> {
      if (!types || now() - types.at > TTL_MS) {
        types = { at: now(), byId: new Map((await repo.listTypes()).map((t) => [t.id, t])) };
      }
      return types.byId.get(id);
    },

    /** Cents per km valid on a date (yyyy-MM-dd): the latest rate that started on or before it. */
    async rateCentsOn(date: string): Promise<number | undefined> {
      if (!rates || now() - rates.at > TTL_MS) rates = { at: now(), list: await repo.listRates() };
      let found: number | undefined;
      for (const rate of rates.list) if (rate.validFrom <= date) found = rate.centsPerKm;
      return found;
    },
  };
}
