import { type ColleagueFilters } from '@/shared/people/colleague-directory';

export {
  COLLEAGUES_PER_PAGE,
  NO_FILTERS,
  type ColleagueFilters,
} from '@/shared/people/colleague-directory';
export { colleagueName, telHref } from '@/shared/people/colleague-card';

export const COLLEAGUES_PATH = '/portal/collegas';

/** SPEC §9: the next page when within 100 px of the bottom, after 300 ms still. */
export const LOAD_MORE_DISTANCE_PX = 100;
export const LOAD_MORE_DEBOUNCE_MS = 300;
/** SPEC §9: 18 skeleton cards. */
export const COLLEAGUE_SKELETONS = 18;

const idParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The filters live in the address (?functie=&opdrachtgever=&zoek=), so back keeps them. */
export function readFilters(params: URLSearchParams): ColleagueFilters {
  return {
    functie: idParam(params.get('functie')),
    opdrachtgever: idParam(params.get('opdrachtgever')),
    search: params.get('zoek') ?? '',
  };
}

export function writeFilters(filters: ColleagueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.functie) params.set('functie', String(filters.functie));
  if (filters.opdrachtgever) params.set('opdrachtgever', String(filters.opdrachtgever));
  if (filters.search) params.set('zoek', filters.search);
  return params;
}

export const hasFilters = (filters: ColleagueFilters) =>
  filters.functie !== null || filters.opdrachtgever !== null || filters.search.trim() !== '';

/** The filters as the server is asked: the name search without its outer spaces. */
export const serverFilters = (filters: ColleagueFilters): ColleagueFilters => ({
  ...filters,
  search: filters.search.trim(),
});

/** Cards per row for the list's width: one on a phone, up to three on a wide screen. */
export function columnsForWidth(width: number): number {
  if (width >= 1000) return 3;
  if (width >= 560) return 2;
  return 1;
}

/** The items split into rows of `columns`, the unit the virtual list renders. */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += columns) {
    rows.push(items.slice(index, index + columns));
  }
  return rows;
}
