/** The results page; `q` carries the words, so a search can be bookmarked and shared. */
export const SEARCH_PATH = '/portal/zoeken';
export const searchPath = (words: string, page = 1) =>
  `${SEARCH_PATH}?q=${encodeURIComponent(words)}${page > 1 ? `&pagina=${page}` : ''}`;
/** `pagina` of the address: a whole number from 1 (anything else is the first page). */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
/** SPEC-free choice: typing pauses this long before suggestions are asked. */
export const SEARCH_DEBOUNCE_MS = 250;
