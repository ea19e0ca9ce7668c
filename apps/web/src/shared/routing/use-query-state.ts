import { useState } from 'react';
import { useSearchParams } from 'react-router';

interface Written<T> {
  /** The address's query when this run of changes began. */
  from: string;
  /** Every query written since, oldest first. */
  written: string[];
  value: T;
}

/**
 * A value kept in the address's query (filters, so the way back keeps them) that follows every
 * change at once. The router applies a new query a moment later (its loaders run first), so a
 * handler reading the query between two quick changes (typing, two selects in a row) would
 * build on the old query and lose the first change. Until the address has caught up with what
 * was written here, the last value written is the truth; any other address (a link, the back
 * button) wins again.
 */
export function useQueryState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [local, setLocal] = useState<Written<T> | null>(null);
  const current =
    local && (address === local.from || local.written.includes(address)) ? local : null;

  function set(value: T) {
    const query = write(value);
    setLocal({
      from: current?.from ?? address,
      written: [...(current?.written ?? []), query.toString()],
      value,
    });
    setParams(query, { replace: true });
  }
  return [current ? current.value : read(params), set];
}
