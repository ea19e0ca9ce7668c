/** The results page; `q` carries the words, so a search can be bookmarked and shared. */
export const SEARCH_PATH = '/portal/zoeken';
export const searchPath = (words: string) => `${SEARCH_PATH}?q=${encodeURIComponent(words)}`;
/** SPEC-free choice: typing pauses this long before suggestions are asked. */
export const SEARCH_DEBOUNCE_MS = 250;
