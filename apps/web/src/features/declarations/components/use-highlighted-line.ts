import { useSearchParams } from 'react-router';
import { LINE_PARAM, parseIdParam } from '../paths';

/** The line a link asked to highlight (`?regel=`), or null. */
export function useHighlightedLine(): number | null {
  const [search] = useSearchParams();
  return parseIdParam(search.get(LINE_PARAM) ?? undefined);
}
